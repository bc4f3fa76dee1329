import { Column, Entity, Index, PrimaryColumn } from 'typeorm';

/** Where deliveries of one webhook type go, and the secret they are signed with. */
@Entity({ name: 'webhook_config' })
@Index(['webhookType', 'updatedAt'])
export class WebhookConfigEntity {
  @PrimaryColumn('uuid')
  id!: string;

  /** signup, purchase or feedback; fixed once created. */
  @Column('text', { name: 'webhook_type' })
  webhookType!: string;

  @Column('text', { name: 'endpoint_url' })
  endpointUrl!: string;

  /** `whsec_…` (Standard Webhooks); null: deliveries go unsigned. */
  @Column('text', { name: 'secret_key', nullable: true })
  secretKey!: string | null;

  @Column('boolean', { default: true })
  enabled!: boolean;

  @Column('timestamptz', { name: 'updated_at', default: () => 'now()' })
  updatedAt!: Date;
}
