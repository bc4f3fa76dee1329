import { AccountLinkEntity } from './account/account-link.entity.js';
import { AdminUserEntity } from './admins/admin-user.entity.js';
import { AuditEntryEntity } from './audit/audit-entry.entity.js';
import { RefreshTokenEntity } from './auth/refresh-token.entity.js';
import { SigningKeyEntity } from './keys/signing-key.entity.js';
import { OutgoingMailEntity } from './mail/outgoing-mail.entity.js';
import { UserEntity } from './users/user.entity.js';
import { ExternalIdentityEntity } from './external-sign-in/external-identity.entity.js';
import { OidcAuthorizationEntity } from './external-sign-in/oidc-authorization.entity.js';
import { PendingExternalSignInEntity } from './external-sign-in/pending-external-sign-in.entity.js';

export const IDENTITY_ENTITIES = [
  UserEntity,
  RefreshTokenEntity,
  SigningKeyEntity,
  AdminUserEntity,
  AuditEntryEntity,
  AccountLinkEntity,
  OutgoingMailEntity,
  ExternalIdentityEntity,
  OidcAuthorizationEntity,
  PendingExternalSignInEntity,
];
