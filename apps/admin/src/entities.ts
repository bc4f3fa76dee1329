import { DirectoryMemberEntity } from './directory/member.entity.js';
import { MemberTombstoneEntity } from './directory/member-tombstone.entity.js';
import { MemberTotalsEntity } from './directory/member-totals.entity.js';
import { PremiumChangeEntity } from './directory/premium-change.entity.js';
import { DailyActivityEntity } from './overview/daily-activity.entity.js';
import { DailyRatingEntity } from './overview/daily-rating.entity.js';

export const ADMIN_ENTITIES = [DirectoryMemberEntity, MemberTotalsEntity, MemberTombstoneEntity, PremiumChangeEntity, DailyActivityEntity, DailyRatingEntity];

/**
 * The tables built from events (the read model): what a rebuild makes afresh and swaps in. The event
 * tables (processed ids, dead letters) stay.
 */
export const READ_MODEL_TABLES = ['members', 'member_totals', 'member_tombstones', 'premium_changes', 'daily_activity', 'daily_ratings'] as const;
