import { expect, it } from 'vitest';
import axe from 'axe-core';
import { LOW_IMPACT_RULES } from '../support/axeRules';

const RANK: Readonly<Record<string, number>> = { minor: 1, moderate: 2, serious: 3, critical: 4 };

interface AuditRule {
    id: string;
    impact?: string;
    any: (string | { id: string })[];
    all: (string | { id: string })[];
    none: (string | { id: string })[];
}

/**
 * The browser tests skip the axe rules whose every check is of minor or moderate impact: they fail only on serious and
 * critical violations. An axe-core upgrade that gives one of those rules a serious check must put it back.
 */
it('skips exactly the axe rules that can find nothing serious or critical', () => {
    const audit = (axe as unknown as { _audit: { rules: AuditRule[]; data: { checks: Record<string, { impact?: string }> } } })._audit;
    const worst = (rule: AuditRule) =>
        rule.impact
            ? RANK[rule.impact]
            : Math.max(0, ...[...rule.any, ...rule.all, ...rule.none].map(check => RANK[audit.data.checks[typeof check === 'string' ? check : check.id]?.impact ?? ''] ?? 0));
    const enabledLowImpact = audit.rules.filter(rule => worst(rule) < RANK.serious && (rule as { enabled?: boolean }).enabled !== false).map(rule => rule.id);
    expect([...LOW_IMPACT_RULES].sort()).toEqual(enabledLowImpact.sort());
});
