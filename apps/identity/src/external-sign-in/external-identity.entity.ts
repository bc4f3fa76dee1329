import { Column, Entity, JoinColumn, ManyToOne, PrimaryColumn, Unique } from 'typeorm';
import { UserEntity } from '../users/user.entity.js';

/**
 * A member's account at another provider (Google) that signs them in: the provider's subject (its
 * stable id of the person, never the email, which can change) names it. One per provider per member.
 */
@Entity({ name: 'external_identities' })
@Unique('UQ_external_identities_subject', ['provider', 'subject'])
@Unique('UQ_external_identities_user_provider', ['userId', 'provider'])
export class ExternalIdentityEntity {
  @PrimaryColumn('uuid')
  id!: string;

  @Column('uuid', { name: 'user_id' })
  userId!: string;

  @ManyToOne(() => UserEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id', foreignKeyConstraintName: 'FK_external_identities_user' })
  user?: UserEntity;

  /** 'google'. */
  @Column('text')
  provider!: string;

  @Column('text')
  subject!: string;

  /** The verified address the provider gave when the account was linked (for the member's export and support). */
  @Column('text')
  email!: string;

  @Column('timestamptz', { name: 'linked_at', default: () => 'now()' })
  linkedAt!: Date;
}
