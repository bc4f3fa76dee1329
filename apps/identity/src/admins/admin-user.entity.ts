import type { AdminRole } from '@vi/contracts';
import { Column, Entity, PrimaryColumn } from 'typeorm';

/** Admin rights, checked live on every admin request. Removal is soft: active becomes false. */
@Entity({ name: 'admin_users' })
export class AdminUserEntity {
  @PrimaryColumn('uuid')
  id!: string;

  @Column('uuid', { name: 'user_id', unique: true })
  userId!: string;

  @Column('text')
  email!: string;

  @Column('text', { default: 'admin' })
  role!: AdminRole;

  @Column('boolean', { default: true })
  active!: boolean;

  @Column('uuid', { name: 'created_by', nullable: true })
  createdBy!: string | null;

  @Column('timestamptz', { name: 'created_at', default: () => 'now()' })
  createdAt!: Date;
}
