import { Column, Entity, PrimaryColumn } from 'typeorm';

/** An access-token signing key pair. The private half never leaves this service and is stored sealed (see KeyEncryption). */
@Entity({ name: 'signing_keys' })
export class SigningKeyEntity {
  @PrimaryColumn('text')
  kid!: string;

  @Column('text', { name: 'private_key_pem' })
  privateKeyPem!: string;

  @Column('text', { name: 'public_key_pem' })
  publicKeyPem!: string;

  /** Still published for verification (false once every token it signed has expired). */
  @Column('boolean', { default: true })
  active!: boolean;

  /** When a newer key took over signing; null for the key that signs. */
  @Column('timestamptz', { name: 'retired_at', nullable: true })
  retiredAt!: Date | null;

  @Column('timestamptz', { name: 'created_at', default: () => 'now()' })
  createdAt!: Date;
}
