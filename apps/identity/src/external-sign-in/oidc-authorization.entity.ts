import { Column, Entity, Index, PrimaryColumn, Unique } from 'typeorm';

/**
 * A Google sign-in started and not yet answered: the `state` sent (only its hash), and the nonce and
 * PKCE verifier its answer must match. Used once, valid a few minutes; the browser holds the state
 * in a cookie, so an answer reaching another browser is refused (login CSRF).
 */
@Entity({ name: 'oidc_authorizations' })
@Unique('UQ_oidc_authorizations_state_hash', ['stateHash'])
export class OidcAuthorizationEntity {
  @PrimaryColumn('uuid')
  id!: string;

  @Column('text', { name: 'state_hash' })
  stateHash!: string;

  @Column('text')
  nonce!: string;

  @Column('text', { name: 'code_verifier' })
  codeVerifier!: string;

  @Column('timestamptz', { name: 'created_at', default: () => 'now()' })
  createdAt!: Date;

  @Index('IDX_oidc_authorizations_expires_at')
  @Column('timestamptz', { name: 'expires_at' })
  expiresAt!: Date;

  @Column('timestamptz', { name: 'used_at', nullable: true })
  usedAt!: Date | null;
}
