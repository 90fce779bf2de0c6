import { ArrayMaxSize, ArrayMinSize, ArrayNotEmpty, getMetadataStorage, IsArray, IsBoolean, IsEmail, IsEnum, IsIn, IsInt, IsNotEmpty, IsString, IsUUID, Matches, Max, MaxLength, Min, MinLength, validate } from 'class-validator';
import type { ValidationMetadata } from 'class-validator/types/metadata/ValidationMetadata';
import { AppError } from './shared/errors';
import { pseudoLocalize } from './shared/i18n/messages';
import { parseInput } from './shared/validate';
import { validationRulesCatalog } from './shared/validation.messages';
import { Category } from './shared/categories';
// Every module's inputs, GraphQL and REST: their rules are what a client can break.
import './app';

class EveryRule {
  @MaxLength(1000) maxLength = 'x'.repeat(1001);
  @MinLength(3) minLength = 'x';
  @IsString() isString = 5 as unknown as string;
  @IsUUID('all') isUUID = 'nope';
  @IsNotEmpty() isNotEmpty = '';
  @ArrayNotEmpty() arrayNotEmpty: string[] = [];
  @IsEnum(Category) isEnum = 'Sleep';
  @IsIn(['free', 'unlimited']) isIn = 'gold';
  @IsBoolean() isBoolean = 'yes' as unknown as boolean;
  @IsInt() isInt = 1.5;
  @IsArray() isArray = 'x' as unknown as string[];
  @IsEmail() isEmail = 'sam';
  @ArrayMaxSize(2) arrayMaxSize = [1, 2, 3];
  @ArrayMinSize(2) arrayMinSize = [1];
  @Min(1) min = 0;
  @Max(10000) max = 10001;
  @Matches(/\S/) matches = ' ';
  @MaxLength(20, { each: true }) each = ['x'.repeat(21)];
}

// A value each rule of EveryRule accepts.
const VALID: Record<keyof EveryRule, unknown> = {
  maxLength: 'x', minLength: 'xxx', isString: 'x', isUUID: '00000000-0000-4000-8000-000000000000', isNotEmpty: 'x', arrayNotEmpty: ['x'],
  isEnum: Object.values(Category)[0], isIn: 'free', isBoolean: true, isInt: 1, isArray: [], isEmail: 'sam@example.com', arrayMaxSize: [1],
  arrayMinSize: [1, 2], min: 1, max: 1, matches: 'x', each: ['x'],
};

/** EveryRule's refusal when only `property` breaks its rule. */
const refusalOf = (property: keyof EveryRule) =>
  parseInput(EveryRule, { ...VALID, [property]: new EveryRule()[property] }).then(() => undefined, (thrown: unknown) => thrown as AppError);

describe('class-validator\'s own messages in the reader\'s language (issue 29)', () => {
  it('has a text for every rule an input of the API declares without one of its own', () => {
    const all = [...(getMetadataStorage() as unknown as { validationMetadatas: Map<unknown, ValidationMetadata[]> }).validationMetadatas.values()].flat();
    const bare = all.filter((rule) => !(rule.context as { text?: unknown } | undefined)?.text && rule.type !== 'conditionalValidation' && rule.type !== 'nestedValidation');
    expect(bare.length).toBeGreaterThan(20);
    const missing = bare.map((rule) => rule.name ?? rule.type).filter((name) => !(name in validationRulesCatalog.en));
    expect(missing).toEqual([]);
  });

  it('says every rule exactly as class-validator does in English, and in German, Spanish and Arabic otherwise', async () => {
    const errors = await validate(new EveryRule());
    expect(errors).toHaveLength(Object.keys(new EveryRule()).length);
    for (const error of errors) {
      const [[rule, english]] = Object.entries(error.constraints!);
      const refused = await refusalOf(error.property as keyof EveryRule);
      expect(refused).toBeInstanceOf(AppError);
      const text = refused!.text!;
      expect({ rule, english: text.english }).toEqual({ rule, english });
      expect({ rule, key: text.key }).toEqual({ rule, key: rule });
      expect(text.in('en-US')).toBe(english);
      // The pseudo-locale accents the catalog's English, so that must be class-validator's text too.
      expect(text.in('en-XA')).toBe(pseudoLocalize(english));
      for (const tag of ['de', 'es', 'ar']) {
        expect(text.in(tag)).not.toBe(english);
        expect(text.in(tag)).toContain(error.property);
      }
    }
  });

  it.each([
    ['de', 'maxLength', 'maxLength darf höchstens 1000 Zeichen lang sein'],
    ['es', 'arrayMaxSize', 'arrayMaxSize debe contener como máximo 2 elementos'],
    ['ar', 'maxLength', 'يجب ألا يزيد طول maxLength على 1000 حرف'],
    ['de', 'each', 'Jeder Wert in each darf höchstens 20 Zeichen lang sein'],
    ['ar', 'isEnum', `يجب أن تكون قيمة isEnum إحدى القيم التالية: ${Object.values(Category).join(', ')}`],
  ])('in %s: %s', async (tag, property, said) => {
    const refused = await refusalOf(property as keyof EveryRule);
    expect(refused?.messageIn(tag)).toBe(said);
  });
});
