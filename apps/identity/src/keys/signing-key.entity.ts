import { Column, Entity, PrimaryColumn } from 'typeorm';

/** The access-token signing key pair. The private half never leaves this service. */
@Entity({ name: 'signing_keys' })
export class SigningKeyEntity {
  @PrimaryColumn('text')
  kid!: string;

  @Column('text', { name: 'private_key_pem' })
  privateKeyPem!: string;

  @Column('text', { name: 'public_key_pem' })
  publicKeyPem!: string;

  @Column('boolean', { default: true })
  active!: boolean;

  @Column('timestamptz', { name: 'created_at', default: () => 'now()' })
  createdAt!: Date;
}
