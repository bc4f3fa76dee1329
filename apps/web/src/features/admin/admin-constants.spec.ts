import { describe, expect, it } from '@jest/globals';
import * as contracts from '@vi/contracts';
import * as local from './admin-constants.js';

describe('the admin values the SPA states again', () => {
  it('equal the contracts’ own', () => {
    expect(local.ADMIN_ROLES).toEqual(contracts.ADMIN_ROLES);
    expect(local.DEFAULT_ADMIN_ROLE).toBe(contracts.DEFAULT_ADMIN_ROLE);
    expect(local.PLAN_FILTERS).toEqual(contracts.PLAN_FILTERS);
    expect(local.USER_DIRECTORY_DEFAULT_PAGE).toBe(contracts.USER_DIRECTORY_DEFAULT_PAGE);
    expect(local.USER_DIRECTORY_PAGE_SIZE).toBe(contracts.USER_DIRECTORY_PAGE_SIZE);
    expect(local.SHORT_USER_ID_LENGTH).toBe(contracts.SHORT_USER_ID_LENGTH);
    expect(local.WEBHOOK_TYPES).toEqual(contracts.WEBHOOK_TYPES);
    expect(local.ADMIN_REFUSALS).toEqual(contracts.ADMIN_REFUSALS);
    expect(local.REFERRAL_LEVELS).toEqual(contracts.RISK_LEVELS);
    expect(local.REFERRAL_CHANNELS).toEqual(contracts.SAFETY_CHANNELS);
  });
});
