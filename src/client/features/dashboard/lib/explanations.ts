import { type ExplainedMetric, METRIC_EXPLANATIONS } from '@/shared/trading/metrics/explanations';

/** The formula shown in a card's tooltip: the engine's own sentence (same text as docs/metrics.md). */
export const explain = (key: ExplainedMetric): string => METRIC_EXPLANATIONS[key];
