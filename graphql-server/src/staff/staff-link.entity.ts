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

  @Column({ type: 'text', name: 'created_by' })
  createdBy: string;

  @CreateDateColumn({ type: 'timestamptz', name: 'created_at' })
  createdAt: Date;

  @Column({ type: 'timestamptz', name: 'expires_at' })
  expiresAt: Date;

  @Column({ type: 'timestamptz', name: 'used_at', nullable: true })
  usedAt: Date | null;
}
