import { Column, CreateDateColumn, Entity, PrimaryColumn } from 'typeorm';
import type { StaffRole } from './permissions';

/** A one-time link: an invitation to create a staff account, or a password reset for one; found by its token's SHA-256. */
@Entity('staff_link')
export class StaffLink {
  @PrimaryColumn({ type: 'text', name: 'token_hash' })
  tokenHash: string;

  @Column({ type: 'text' })
  kind: 'invitation' | 'password-reset';

  @Column({ type: 'text' })
  email: string;

  @Column({ type: 'text' })
  name: string;

  @Column({ type: 'text' })
  role: StaffRole;

  /** The account a password reset is for; null for an invitation. */
  @Column({ type: 'int', name: 'staff_user_id', nullable: true })
  staffUserId: number | null;

  /** Its number, to name it by (the list of pending invitations); not the token. */
  @Column({ type: 'int', insert: false, update: false })
  id: number;

  /** The name of who made it, as the list shows it. */
  @Column({ type: 'text', name: 'created_by' })
  createdBy: string;

  /** Who made it: the link stops working when they are deactivated or lose the role beheer. */
  @Column({ type: 'int', name: 'created_by_id', nullable: true })
  createdById: number | null;

  @CreateDateColumn({ type: 'timestamptz', name: 'created_at' })
  createdAt: Date;

  @Column({ type: 'timestamptz', name: 'expires_at' })
  expiresAt: Date;

  @Column({ type: 'timestamptz', name: 'used_at', nullable: true })
  usedAt: Date | null;

  /** When it was revoked (by beheer, or with its maker's account); it works no more. */
  @Column({ type: 'timestamptz', name: 'revoked_at', nullable: true })
  revokedAt: Date | null;
}
