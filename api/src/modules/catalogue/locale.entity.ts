import { Column, Entity, PrimaryGeneratedColumn, Unique } from 'typeorm';
import { Field, ID, ObjectType } from 'type-graphql';

@ObjectType('Locale', { simpleResolvers: true, description: 'A language and region the app knows, e.g. English (United States).' })
@Entity('locales')
@Unique('locales_code_key', ['code'])
export class Locale {
  @Field(() => ID, { description: "The locale's id, a UUID." })
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Field({ description: 'BCP 47 tag, e.g. en-US.' })
  @Column({ type: 'text' })
  code: string;

  @Field({ description: 'Its name in words, e.g. "English (United States)".' })
  @Column({ type: 'text' })
  name: string;
}
