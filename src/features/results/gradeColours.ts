import type { Level, Urgency } from '../../../schemas';
import { isUrgent } from '../../../schemas/values';

/** The spec's colour groups for result badges (section 9); blue where a result carries no severity. */
export type GradeColour = 'green' | 'yellow' | 'orange' | 'red-orange' | 'blue';

/** Colour by level 0-4, as the spec's colour table groups its grades (minimal, mild, moderate, severe). */
const byLevel = ['green', 'yellow', 'orange', 'red-orange', 'red-orange'] as const;

/**
 * A badge's colour from the result's data, never from its label's wording: the grade's severity on the 0-4
 * scale, raised by urgency so a result that needs care today or now is never shown in a reassuring colour.
 * A result without a level (another backend's, Contract 1) is blue.
 */
export function severityColour(level: Level | undefined, urgency: Urgency | undefined): GradeColour {
  if (level === undefined) return urgency && isUrgent(urgency) ? 'red-orange' : 'blue';
  if (urgency === 'emergency') return 'red-orange';
  if (urgency === 'today' && level < 2) return 'orange';
  return byLevel[Math.min(Math.max(level, 0), 4)] ?? 'blue';
}

/**
 * Ring colour and a light fill for the badge (dark text on the fill keeps contrast above 4.5:1), and a strong
 * shade that white text reads on at 4.5:1 or more, for the urgency alert's button. The alert above a result
 * takes its colours from here too, so the box and the badge speak one colour language.
 */
export const gradePalette: Record<GradeColour, { ring: string; fill: string; strong: string }> = {
  green: { ring: '#2e7d32', fill: '#e8f5e9', strong: '#1b5e20' },
  yellow: { ring: '#c79100', fill: '#fff8e1', strong: '#6d5200' },
  orange: { ring: '#e65100', fill: '#fff3e0', strong: '#b23c00' },
  'red-orange': { ring: '#c62828', fill: '#ffebee', strong: '#b71c1c' },
  blue: { ring: '#1565c0', fill: '#e3f2fd', strong: '#0d47a1' },
};
