import { IsEnum, IsOptional, IsString, IsUUID, Matches, MaxLength } from 'class-validator';
import { ArgsType, Field, ID, InputType, ObjectType } from 'type-graphql';
import { Category } from '../../shared/categories';
import { LocalDate } from '../../shared/dates';
import { says } from '../../shared/validate';
import { validationText } from '../../shared/validation.messages';

@ObjectType({ simpleResolvers: true, description: 'A motivational message for one day of the user.' })
export class Motivation {
  @Field(() => LocalDate, { description: "The user's local day it is for, YYYY-MM-DD." })
  day: string;

  @Field({ description: 'The message, a few sentences of plain text.' })
  message: string;
}

@ObjectType({ simpleResolvers: true, description: 'A suggested goal or habit; itemId is set when it comes from the catalogue.' })
export class SuggestionType {
  @Field({ description: 'The name of the goal or habit.' }) text: string;
  @Field({ description: 'A short tagline.' }) headline: string;
  @Field({ description: 'A longer description.' }) description: string;
  @Field(() => Category, { description: 'Its life category.' }) category: Category;
  @Field(() => ID, { nullable: true, description: 'The catalogue item it is, or null for a new one.' }) itemId: string | null;
}

@ObjectType({ simpleResolvers: true, description: 'Suggested goals for one of the user\'s focus areas.' })
export class FocusAreaSuggestion {
  @Field({ description: 'A focus area key (a goal category).' })
  focusArea: string;

  @Field(() => [SuggestionType], { description: 'Goals for that area the user does not have yet, at most 15.' })
  relatedGoals: SuggestionType[];
}

@ArgsType()
export class SuggestionArgs {
  @Field(() => Category, { description: 'The category to suggest for (Essential is for habits only).' })
  @IsEnum(Category)
  category: Category;

  @Field(() => String, { nullable: true, description: 'For habits: the goal they should carry.' })
  @IsOptional()
  @IsString()
  @MaxLength(300)
  goalText?: string | null;

  @Field(() => ID, { nullable: true, description: "For habits: one of the user's goals; its plan and the user's real adherence steer the suggestions." })
  @IsOptional()
  @IsUUID('all', says(validationText('invalidId')))
  goalId?: string | null;
}

@InputType({ description: 'A suggestion to add, as it was suggested.' })
export class SuggestionInput {
  @Field({ description: 'The name of the goal or habit, at most 120 characters.' })
  @IsString()
  @Matches(/\S/, says(validationText('enterName')))
  @MaxLength(120)
  text: string;

  @Field({ description: 'A short tagline, at most 60 characters.' })
  @IsString()
  @MaxLength(60)
  headline: string;

  @Field({ description: 'A longer description, at most 500 characters.' })
  @IsString()
  @MaxLength(500)
  description: string;

  @Field(() => Category, { description: 'Its life category.' })
  @IsEnum(Category, says(validationText('validCategory')))
  category: Category;

  @Field(() => ID, { nullable: true, description: 'The catalogue item it is, as suggested; absent for a new one.' })
  @IsOptional()
  @IsUUID('all', says(validationText('invalidId')))
  itemId?: string | null;
}
