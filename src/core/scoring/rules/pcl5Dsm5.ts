import type { z } from 'zod';
import { pcl5Dsm5ParamsSchema as paramsSchema } from '../../../../schemas/scoringRules';
import { registerRule, type RuleContext } from './index';
import { readItem } from './valueSource';

/**
 * The PCL-5 DSM-5 symptom rule (Weathers et al. 2013, National Center for PTSD): 1 when every cluster has at
 * least its number of items rated at the threshold or above (B 1, C 1, D 2, E 2 items rated 2+), else 0.
 * The clusters and the threshold come from the fixture, so a reviewer reads them beside the items.
 */
export function pcl5Dsm5(context: RuleContext, params: z.output<typeof paramsSchema>): number {
  const met = params.clusters.every((cluster) => {
    let endorsed = 0;
    for (const id of cluster.items) if (readItem(context, id, 'pcl5Dsm5') >= params.threshold) endorsed += 1;
    return endorsed >= cluster.atLeast;
  });
  return met ? 1 : 0;
}

registerRule('pcl5Dsm5', paramsSchema, pcl5Dsm5);
