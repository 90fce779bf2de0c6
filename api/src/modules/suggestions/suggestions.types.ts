import { IsEnum, IsOptional, IsString, IsUUID, Matches, MaxLength } from 'class-validator';
import { ArgsType, Field, ID, InputType, ObjectType } from 'type-graphql';
import { Category } from '../../shared/categories';
import { LocalDate } from '../../shared/dates';

@ObjectType()
export class Motivation {
  @Field(() => LocalDate)
  day: string;

  @Field()
  message: string;
}

@ObjectType({ description: 'A suggested goal or habit; itemId is set when it comes from the catalogue.' })
export class SuggestionType {
  @Field() text: string;
  @Field() headline: string;
  @Field() description: string;
  @Field(() => Category) category: Category;
  @Field(() => ID, { nullable: true }) itemId: string | null;
}

@ObjectType()
export class FocusAreaSuggestion {
  @Field({ description: 'A focus area key (a goal category).' })
  focusArea: string;

  @Field(() => [SuggestionType])
  relatedGoals: SuggestionType[];
}

@ArgsType()
export class SuggestionArgs {
  @Field(() => Category)
  @IsEnum(Category)
  category: Category;

  @Field(() => String, { nullable: true, description: 'For habits: the goal they should carry.' })
  @IsOptional()
  @IsString()
  @MaxLength(300)
  goalText?: string | null;
}

@InputType({ description: 'A suggestion to add, as it was suggested.' })
export class SuggestionInput {
  @Field()
  @IsString()
  @Matches(/\S/, { message: 'Please enter a name' })
  @MaxLength(120)
  text: string;

  @Field()
  @IsString()
  @MaxLength(60)
  headline: string;

  @Field()
  @IsString()
  @MaxLength(500)
  description: string;

  @Field(() => Category)
  @IsEnum(Category, { message: 'Please select a valid category' })
  category: Category;

  @Field(() => ID, { nullable: true })
  @IsOptional()
  @IsUUID('all', { message: 'Invalid id' })
  itemId?: string | null;
}
