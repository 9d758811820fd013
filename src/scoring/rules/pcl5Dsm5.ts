import { registerRule, type RuleContext } from './index';

/** One DSM-5 symptom cluster: its items and how many of them must be endorsed. */
interface Cluster {
  name: string;
  items: string[];
  atLeast: number;
}

interface Pcl5Dsm5Params {
  /** An item counts as endorsed at this rating or above (PCL-5: 2, "Moderately"). */
  threshold: number;
  clusters: Cluster[];
}

/**
 * The PCL-5 DSM-5 symptom rule (Weathers et al. 2013, National Center for PTSD): 1 when every cluster has at
 * least its number of items rated at the threshold or above (B 1, C 1, D 2, E 2 items rated 2+), else 0.
 * The clusters and the threshold come from the fixture, so a reviewer reads them beside the items.
 */
export function pcl5Dsm5(context: RuleContext): number {
  const { threshold, clusters } = readParams(context.params);
  const met = clusters.every((cluster) => {
    const endorsed = cluster.items.filter((id) => itemValue(context, id, cluster.name) >= threshold);
    return endorsed.length >= cluster.atLeast;
  });
  return met ? 1 : 0;
}

function itemValue(context: RuleContext, id: string, cluster: string): number {
  const value = context.items.get(id);
  if (value === undefined) {
    throw new Error(`pcl5Dsm5: cluster ${cluster} names "${id}", which is not a scored question.`);
  }
  return value;
}

/** Checks the fixture's params; a malformed one is a fixture fault, so it throws. */
function readParams(params: Readonly<Record<string, unknown>>): Pcl5Dsm5Params {
  const { threshold, clusters } = params;
  if (typeof threshold !== 'number') throw new Error('pcl5Dsm5: params.threshold must be a number.');
  if (!Array.isArray(clusters) || clusters.length === 0) {
    throw new Error('pcl5Dsm5: params.clusters must be a non-empty list.');
  }
  return { threshold, clusters: clusters.map(readCluster) };
}

function readCluster(input: unknown, index: number): Cluster {
  const cluster = (input ?? {}) as Record<string, unknown>;
  const { name, items, atLeast } = cluster;
  const validItems = Array.isArray(items) && items.length > 0 && items.every((id) => typeof id === 'string');
  if (typeof name !== 'string' || !validItems || typeof atLeast !== 'number' || atLeast < 1) {
    throw new Error(
      `pcl5Dsm5: params.clusters[${index}] needs a name, a non-empty list of item ids and atLeast of 1 or more.`,
    );
  }
  return { name, items: items as string[], atLeast };
}

registerRule('pcl5Dsm5', pcl5Dsm5);
