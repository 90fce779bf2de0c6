import type { DataSource } from 'typeorm';
import { User } from './user.entity';

export class UsersService {
  constructor(private readonly db: DataSource) {}

  findById(id: string): Promise<User | null> {
    return this.db.getRepository(User).findOneBy({ id });
  }
}
