import { ipaqParamsSchema as paramsSchema } from '../../../../schemas/scoringRules';
import type { z } from 'zod';
import { registerRule, type RuleContext } from './index';
import { readItem } from './valueSource';

/**
 * IPAQ short form, scored by the IPAQ Research Committee's "Guidelines for Data Processing and Analysis of
 * the International Physical Activity Questionnaire (IPAQ): Short and Long Forms" (November 2005).
 *
 * Two rules share the same params, naming the days and minutes-per-day question of each intensity:
 * `{ "vigorous": { "days": id, "minutes": id }, "moderate": {...}, "walking": {...} }`.
 * - `ipaqMetMinutes`: MET-minutes a week, the total or, with `"intensity": "walking"` (or moderate,
 *   vigorous), one intensity's share. 0 when the case is excluded (section 7.2).
 * - `ipaqCategory`: 1 Low, 2 Moderate, 3 High (section 5.2), or 0 when the case is excluded.
 */
export type Intensity = 'vigorous' | 'moderate' | 'walking';
export const intensities = ['vigorous', 'moderate', 'walking'] as const satisfies readonly Intensity[];

/** MET values of section 4.1 (walking 3.3, moderate 4.0, vigorous 8.0), in tenths so sums stay exact. */
const metTenths: Record<Intensity, number> = { walking: 33, moderate: 40, vigorous: 80 };
/** Section 7.2: cases whose walking, moderate and vigorous minutes add up to more than this are excluded. */
export const dailyMinutesLimit = 960;
/** Section 7.3: bouts under 10 minutes a day count as no activity, days included. */
export const shortestBout = 10;
/** Section 7.4: each intensity's minutes a day are truncated to 180. */
export const truncateAt = 180;

export interface IntensityAnswer {
  days: number;
  minutesPerDay: number;
}
export type IpaqAnswers = Record<Intensity, IntensityAnswer>;

/** The category codes the rule returns; the fixture's grading bands name them. */
export const IpaqCategory = { Excluded: 0, Low: 1, Moderate: 2, High: 3 } as const;
export type IpaqCategory = (typeof IpaqCategory)[keyof typeof IpaqCategory];

export interface IpaqScore {
  /** False when section 7.2 excludes the case (more than 960 minutes a day in all). */
  scorable: boolean;
  /** MET-minutes a week per intensity and in total, after the 10-minute and 180-minute rules. */
  metMinutes: Record<Intensity | 'total', number>;
  category: IpaqCategory;
}

const excluded: IpaqScore = {
  scorable: false,
  metMinutes: { vigorous: 0, moderate: 0, walking: 0, total: 0 },
  category: IpaqCategory.Excluded,
};

/** Scores one IPAQ short form, applying the protocol's sections 7.1-7.4 in order, then 5.2. */
export function scoreIpaqShort(answers: IpaqAnswers): IpaqScore {
  // 7.1 Data cleaning: whole days 0-7 and whole minutes (the form records hours and minutes, not seconds).
  const reported = mapIntensities((intensity) => {
    const { days, minutesPerDay } = answers[intensity];
    if (!Number.isFinite(days) || days < 0 || days > 7) {
      throw new Error(`IPAQ: ${intensity} days must be 0-7, not ${days}.`);
    }
    if (!Number.isFinite(minutesPerDay) || minutesPerDay < 0) {
      throw new Error(`IPAQ: ${intensity} minutes must be 0 or more, not ${minutesPerDay}.`);
    }
    return { days: Math.trunc(days), minutesPerDay: Math.trunc(minutesPerDay) };
  });

  // 7.2 Outliers: the reported daily minutes of the three intensities together.
  const dailyTotal = intensities.reduce((total, intensity) => total + reported[intensity].minutesPerDay, 0);
  if (dailyTotal > dailyMinutesLimit) return excluded;

  // 7.3 Minimum duration: under 10 minutes, and its days, recoded to zero.
  const counted = mapIntensities((intensity) => {
    const answer = reported[intensity];
    return answer.minutesPerDay < shortestBout ? { days: 0, minutesPerDay: 0 } : answer;
  });

  // 7.4 Truncation at 180 minutes a day; the MET-minutes and the category both use the truncated minutes.
  const tenths = mapIntensities((intensity) => {
    const { days, minutesPerDay } = counted[intensity];
    return metTenths[intensity] * Math.min(minutesPerDay, truncateAt) * days;
  });
  const totalTenths = tenths.vigorous + tenths.moderate + tenths.walking;

  return {
    scorable: true,
    metMinutes: {
      vigorous: tenths.vigorous / 10,
      moderate: tenths.moderate / 10,
      walking: tenths.walking / 10,
      total: totalTenths / 10,
    },
    category: categorise(counted, totalTenths),
  };
}

/** Section 5.2, with MET-minutes compared in tenths (1500 MET-minutes = 15000 tenths). */
function categorise(counted: IpaqAnswers, totalTenths: number): IpaqCategory {
  const { vigorous, moderate, walking } = counted;
  // "Any combination" of days: the short form does not say which days overlap, so the days add up (0-21).
  const daysAll = vigorous.days + moderate.days + walking.days;

  // High: (a) vigorous on 3+ days reaching a TOTAL of 1500+, or (b) 7+ days of any combination, 3000+.
  if ((vigorous.days >= 3 && totalTenths >= 15000) || (daysAll >= 7 && totalTenths >= 30000)) {
    return IpaqCategory.High;
  }
  // Moderate: (a) 3+ days of 20+ minutes vigorous; (b) 5+ days of 30+ minutes moderate and/or walking;
  // (c) 5+ days of any combination reaching 600+.
  const daysOf30 =
    (moderate.minutesPerDay >= 30 ? moderate.days : 0) + (walking.minutesPerDay >= 30 ? walking.days : 0);
  if (
    (vigorous.days >= 3 && vigorous.minutesPerDay >= 20) ||
    daysOf30 >= 5 ||
    (daysAll >= 5 && totalTenths >= 6000)
  ) {
    return IpaqCategory.Moderate;
  }
  return IpaqCategory.Low;
}

function mapIntensities<T>(map: (intensity: Intensity) => T): Record<Intensity, T> {
  return { vigorous: map('vigorous'), moderate: map('moderate'), walking: map('walking') };
}

type Params = z.output<typeof paramsSchema>;

function scoreFromContext(context: RuleContext, params: Params, rule: string): IpaqScore {
  return scoreIpaqShort(
    mapIntensities((intensity) => {
      const pair = params[intensity];
      return {
        days: readItem(context, pair.days, rule),
        minutesPerDay: readItem(context, pair.minutes, rule),
      };
    }),
  );
}

registerRule(
  'ipaqMetMinutes',
  paramsSchema,
  (context, params) =>
    scoreFromContext(context, params, 'ipaqMetMinutes').metMinutes[params.intensity ?? 'total'],
);

registerRule(
  'ipaqCategory',
  paramsSchema,
  (context, params) => scoreFromContext(context, params, 'ipaqCategory').category,
);
