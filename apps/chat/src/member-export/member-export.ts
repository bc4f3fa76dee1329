import { exportMemberData, exportPosition, memberRows, readExportPosition } from '@vi/service-kit';
import { DataSource } from 'typeorm';
import { ConversationsRepository } from '../conversations/conversations.repository.js';

/**
 * What chat holds about the member, for "Download my data": their conversations, then every
 * message in them as plain text (opened by ConversationsRepository, the one place that seals and
 * opens). The data key itself is not theirs to take: it only locks what the file already holds.
 */
export const memberExport = exportMemberData({
  inject: [DataSource, ConversationsRepository],
  sections: (db: DataSource, conversations: ConversationsRepository) => [
    memberRows(db, 'conversations', { table: 'conversations', order: { time: 'started_at', key: 'id' } }),
    {
      name: 'messages',
      async page(userId, after, limit) {
        const { items, last, more } = await conversations.exportPage(userId, readExportPosition(after), limit);
        return { items, after: more && last ? exportPosition(last.at, last.key) : null };
      },
    },
  ],
});
