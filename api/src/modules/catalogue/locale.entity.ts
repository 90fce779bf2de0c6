import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';
import { Field, ID, ObjectType } from 'type-graphql';

@ObjectType('Locale')
@Entity('locales')
export class Locale {
  @Field(() => ID)
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Field({ description: 'BCP 47 tag, e.g. en-US.' })
  @Column({ type: 'text' })
  code: string;

  @Field()
  @Column({ type: 'text' })
  name: string;
}
