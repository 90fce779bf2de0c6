import { Entity } from 'typeorm';
import { ObjectType } from 'type-graphql';
import { ItemLink } from '../item-links/item-link.entity';

/** A habit the user keeps: the link between a user and a catalogue item. */
@ObjectType('UserHabit')
@Entity('user_habits')
export class UserHabit extends ItemLink {}
