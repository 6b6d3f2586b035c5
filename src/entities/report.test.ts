import { describe, expect, it } from 'vitest';
import {
  canLeaveCategoryStep,
  normaliseReport,
  REPORT_COMMENT_MAX,
  reportBody,
  reportSteps,
  supportsLegalReports,
} from './report';
import type { ReportDraft } from './types';

const draft = (over: Partial<ReportDraft> = {}): ReportDraft => ({
  accountId: '7',
  category: 'violation',
  ruleIds: ['3'],
  statusIds: ['10'],
  comment: 'Advertising again.',
  forward: false,
  isRemote: false,
  ...over,
});

describe('reportBody', () => {
  it('sends the rules of a violation with its posts and comment', () => {
    expect(reportBody(draft())).toEqual({
      account_id: '7',
      status_ids: ['10'],
      comment: 'Advertising again.',
      forward: false,
      category: 'violation',
      rule_ids: ['3'],
    });
  });

  it('sends no rules for another category, even ones ticked before the category changed', () => {
    expect(reportBody(draft({ category: 'spam', ruleIds: ['1', '3'] })).rule_ids).toEqual([]);
    expect(reportBody(draft({ category: 'legal' })).category).toBe('legal');
  });

  it('sends each post and rule once', () => {
    const body = reportBody(draft({ statusIds: ['10', '11', '10'], ruleIds: ['3', '3'] }));
    expect(body.status_ids).toEqual(['10', '11']);
    expect(body.rule_ids).toEqual(['3']);
  });

  it('forwards only a report on an account of another server', () => {
    expect(reportBody(draft({ forward: true, isRemote: false })).forward).toBe(false);
    expect(reportBody(draft({ forward: true, isRemote: true })).forward).toBe(true);
    expect(reportBody(draft({ forward: false, isRemote: true })).forward).toBe(false);
  });

  it('keeps the comment within the limit', () => {
    const long = 'x'.repeat(REPORT_COMMENT_MAX + 5);
    expect(reportBody(draft({ comment: long })).comment).toHaveLength(REPORT_COMMENT_MAX);
  });
});

describe('report flow', () => {
  it('asks for rules only for a violation, and needs one to go on', () => {
    expect(reportSteps('violation')).toEqual(['category', 'rules', 'statuses', 'comment', 'done']);
    expect(reportSteps('spam')).toEqual(['category', 'statuses', 'comment', 'done']);
    expect(canLeaveCategoryStep({ category: 'violation', ruleIds: [] })).toBe(false);
    expect(canLeaveCategoryStep({ category: 'violation', ruleIds: ['1'] })).toBe(true);
    expect(canLeaveCategoryStep({ category: 'other', ruleIds: [] })).toBe(true);
  });

  it('offers the legal category from Mastodon 4.2 on', () => {
    expect(supportsLegalReports('4.3.0')).toBe(true);
    expect(supportsLegalReports('4.2.0+kmyblue.12')).toBe(true);
    expect(supportsLegalReports('4.1.9')).toBe(false);
    expect(supportsLegalReports('5.0.0')).toBe(true);
    expect(supportsLegalReports('')).toBe(false);
  });
});

describe('normaliseReport', () => {
  it('reads the answer, an unknown category as other', () => {
    expect(normaliseReport({ id: '1', category: 'violation', forwarded: false })).toEqual({
      id: '1',
      category: 'violation',
      forwarded: false,
    });
    expect(normaliseReport({ id: '2', category: 'dislike' }).category).toBe('other');
    expect(() => normaliseReport({ category: 'spam' })).toThrow(/Report/);
  });
});
