import { Column, CreateDateColumn, Entity, JoinColumn, ManyToOne, PrimaryColumn } from 'typeorm';
import { StaffUser } from './staff-user.entity';

/** A staff sign-in, found by the SHA-256 of the token in the staff cookie. */
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
}
