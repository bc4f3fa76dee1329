import { describe, expect, it } from '@jest/globals';
import { categoryLines, conversationRisk, isUrgent, mainLines, mergeRisk, riskFromDone } from './crisis-lines.js';

const hrefs = (lines: Array<{ href: string }>) => lines.map((line) => line.href);

describe('the crisis panel lines', () => {
  it('put the emergency number first for urgent and imminent, and leave it out for concern', () => {
    expect(hrefs(mainLines({ level: 'urgent', categories: [] }))).toEqual(['tel:911', 'tel:988', 'sms:988', 'sms:741741?&body=HOME']);
    expect(hrefs(mainLines({ level: 'imminent', categories: ['intent'] }))).toEqual(['tel:911', 'tel:988', 'sms:988', 'sms:741741?&body=HOME']);
    expect(hrefs(mainLines({ level: 'concern', categories: ['passive_ideation'] }))).toEqual(['tel:988', 'sms:988', 'sms:741741?&body=HOME']);
    expect(isUrgent({ level: 'concern', categories: [] })).toBe(false);
  });

  it('add ANAD for eating-disorder risk and the domestic-violence hotline for danger from others', () => {
    expect(hrefs(categoryLines({ level: 'concern', categories: ['eating_disorder'] }))).toEqual(['tel:18883757767']);
    expect(hrefs(categoryLines({ level: 'urgent', categories: ['danger_from_others'] }))).toEqual(['tel:18007997233', 'sms:88788?&body=START']);
    expect(categoryLines({ level: 'urgent', categories: ['self_harm'] })).toEqual([]);
  });
});

describe('a conversation’s risk', () => {
  it('reads done.risk, and a crisis reply without one as urgent', () => {
    expect(riskFromDone({ crisis: true })).toEqual({ level: 'urgent', categories: [] });
    expect(riskFromDone({ crisis: true, risk: null })).toEqual({ level: 'urgent', categories: [] });
    expect(riskFromDone({ crisis: false, risk: { level: 'concern', categories: ['eating_disorder'] } })).toEqual({
      level: 'concern',
      categories: ['eating_disorder'],
    });
    expect(riskFromDone({ crisis: false })).toBeNull();
  });

  it('only grows: the higher level, both categories', () => {
    expect(mergeRisk(null, { level: 'concern', categories: ['eating_disorder'] })).toEqual({ level: 'concern', categories: ['eating_disorder'] });
    expect(mergeRisk({ level: 'imminent', categories: ['plan_preparation'] }, { level: 'concern', categories: ['passive_ideation'] })).toEqual({
      level: 'imminent',
      categories: ['plan_preparation', 'passive_ideation'],
    });
  });

  it('of a loaded conversation: the server’s, or urgent when a reply was the crisis reply', () => {
    expect(conversationRisk({ risk: { level: 'concern', categories: [] }, messages: [] })).toEqual({ level: 'concern', categories: [] });
    expect(conversationRisk({ risk: null, messages: [{ role: 'assistant', crisis: true }] })).toEqual({ level: 'urgent', categories: [] });
    expect(conversationRisk({ risk: null, messages: [{ role: 'user', crisis: true }] })).toBeNull();
  });
});
