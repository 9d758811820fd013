import { en } from './en';

/** The active message catalogue. English only for now; components read text from here, never inline. */
export const t = en;
