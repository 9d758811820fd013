import { z } from 'zod';
import { urgencies } from './values';

export { higherUrgency, isUrgent, urgencies, type Urgency } from './values';
export const urgencySchema = z.enum(urgencies);

/** A grade's severity on one scale for every test: 0 nothing of concern … 4 severe or very high. */
export const levelSchema = z.number().int().min(0).max(4);
export type Level = z.infer<typeof levelSchema>;

/** A warning sign's id: lower-case words joined by hyphens (`postpartum-heavy-bleeding`). */
export const warningSignIdSchema = z
  .string()
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'a warning-sign id is lower-case words joined by -');

/**
 * One warning sign, written once for the whole site: every test that asks about it refers to it by id, so one
 * sign has one urgency everywhere. `reason` is how the result names it to the visitor; `action` is what to do,
 * put first among the next steps.
 */
export const warningSignSchema = z.object({
  id: warningSignIdSchema,
  /** `none` is not a warning sign's urgency: a sign always asks for some care. */
  urgency: z.enum(['routine', 'soon', 'today', 'emergency']),
  /** Suicide, self-harm or harm to a baby: the visitor sees crisis lines, even if the result never arrives. */
  crisis: z.boolean().optional(),
  /**
   * How a suicide attempt or self-harm can show (poison swallowed, a wound that will not stop bleeding): such a
   * sign never explains crisis words away. The assistant's crisis decision reads it as no warning sign named,
   * so a model sure of a crisis still gives crisis help, which carries this sign's action and the doctor.
   */
  selfHarmMeans: z.literal(true).optional(),
  /**
   * More specific signs this broader one comes after when both are named at once (an adult's fit beside a child's
   * convulsions or a fit in pregnancy, as urgent): the specific sign's action is said first. Both are kept.
   */
  givesWayTo: z.array(warningSignIdSchema).min(1).optional(),
  reason: z.string().min(1),
  action: z.string().min(1),
  /** The guideline behind the urgency (WHO, NICE, Kenya national guidelines, …). */
  references: z.array(z.string().min(1)).min(1),
});

/** One file of the warning-sign catalogue (fixtures/catalogue/warning-signs/*.json). */
export const warningSignsFileSchema = z.object({
  about: z.string().min(1),
  signs: z.array(warningSignSchema).min(1),
});

export type WarningSign = z.infer<typeof warningSignSchema>;
