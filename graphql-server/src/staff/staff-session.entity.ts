import { Column, CreateDateColumn, Entity, JoinColumn, ManyToOne, PrimaryColumn } from 'typeorm';
import { StaffUser } from './staff-user.entity';

/**
 * A staff sign-in, found by the SHA-256 of the token in the staff cookie. One that still `awaits` the second step
 * of signing in (a two-factor code, or setting two-factor up) is no session: it opens nothing but that step.
 */
@Entity('staff_session')
export class StaffSession {
  @PrimaryColumn({ type: 'text', name: 'token_hash' })
  tokenHash: string;

  @ManyToOne(() => StaffUser, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'staff_user_id' })
  staffUser: StaffUser;

  @Column({ type: 'int', name: 'staff_user_id' })
  staffUserId: number;

  @CreateDateColumn({ type: 'timestamptz', name: 'created_at' })
  createdAt: Date;

  @Column({ type: 'timestamptz', name: 'expires_at' })
  expiresAt: Date;

  @Column({ type: 'text', nullable: true })
  awaiting: SignInAwaits | null;

  /** The TOTP secret proposed while setting two-factor up (encrypted), until a first code confirms it. */
  @Column({ type: 'text', name: 'proposed_secret', nullable: true })
  proposedSecret: string | null;
}

export type SignInAwaits = 'two-factor-code' | 'two-factor-setup';
