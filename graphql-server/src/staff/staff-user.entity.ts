import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';
import type { StaffRole } from './permissions';

@Entity('staff_user')
export class StaffUser {
  @PrimaryGeneratedColumn({ type: 'int' })
  id: number;

  /** Stored lower-case; unique. */
  @Column({ type: 'text', unique: true })
  email: string;

  @Column({ type: 'text' })
  name: string;

  /** Slow KDF hash (scrypt), never the password. */
  @Column({ type: 'text', name: 'password_hash' })
  passwordHash: string;

  /** What the member may do (staff/permissions.ts). */
  @Column({ type: 'text', default: 'beheer' })
  role: StaffRole;

  /** A deactivated account signs in no more; its sessions ended when it was deactivated. */
  @Column({ type: 'boolean', default: true })
  active: boolean;

  @Column({ type: 'timestamptz', name: 'deactivated_at', nullable: true })
  deactivatedAt: Date | null;

  @CreateDateColumn({ type: 'timestamptz', name: 'created_at' })
  createdAt: Date;

  @Column({ type: 'timestamptz', name: 'last_signed_in_at', nullable: true })
  lastSignedInAt: Date | null;

  /** The TOTP secret, encrypted (two-factor.ts); null while two-factor sign-in is off. */
  @Column({ type: 'text', name: 'two_factor_secret', nullable: true, select: false })
  twoFactorSecret?: string | null;

  /** Since when two-factor sign-in is on; null while it is off. */
  @Column({ type: 'timestamptz', name: 'two_factor_enabled_at', nullable: true })
  twoFactorEnabledAt: Date | null;
}
