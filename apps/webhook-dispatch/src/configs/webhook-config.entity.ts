import type { WebhookType } from '@vi/contracts';
import { Column, Entity, Index, PrimaryColumn } from 'typeorm';

/** Where deliveries of one webhook type go, and the secrets they are signed with. */
@Entity({ name: 'webhook_config' })
@Index(['webhookType', 'updatedAt'])
export class WebhookConfigEntity {
  @PrimaryColumn('uuid')
  id!: string;

  /** signup, purchase or feedback; fixed once created. */
  @Column('text', { name: 'webhook_type' })
  webhookType!: WebhookType;

  @Column('text', { name: 'endpoint_url' })
  endpointUrl!: string;

  /** `whsec_…` (Standard Webhooks); null: deliveries go unsigned. */
  @Column('text', { name: 'secret_key', nullable: true })
  secretKey!: string | null;

  /** The secret a rotation replaced: it signs too (a second signature) until `previousSecretExpiresAt`. */
  @Column('text', { name: 'previous_secret_key', nullable: true })
  previousSecretKey!: string | null;

  @Column('timestamptz', { name: 'previous_secret_expires_at', nullable: true })
  previousSecretExpiresAt!: Date | null;

  @Column('boolean', { default: true })
  enabled!: boolean;

  @Column('timestamptz', { name: 'updated_at', default: () => 'now()' })
  updatedAt!: Date;
}
