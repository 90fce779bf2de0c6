import { type Catalog, type Message, type MessageValues, pseudoLocalize, translate } from '../shared/i18n/messages';
import { formattingLocale, type Language, languageOf, PSEUDO_LOCALE } from '../shared/i18n/languages';

/**
 * graphql-js's own refusals of a document or its variables (syntax, validation, variable coercion),
 * in the reader's language (issue 29). graphql-js writes them in English only: each template of
 * graphql 16 (validation rules, parser, coerceInputValue, getVariableValues, scalars, enums) and of
 * the depth/alias/cost limits is a pattern here whose named groups are its ICU arguments; names,
 * types and values stay as the client wrote them. English is graphql-js's own text, unchanged.
 */
const catalog = {
  en: {
    unrecognised: '{detail}',
    syntaxError: 'Syntax Error: {detail}',
    expectedFound: 'Expected {expected}, found {found}.',
    unexpected: 'Unexpected {token}.',
    unterminatedString: 'Unterminated string.',
    invalidCharacter: 'Invalid character: {character}.',
    unexpectedCharacter: 'Unexpected character: {character}.',
    invalidNumber: 'Invalid number, expected digit but got: {character}.',
    invalidStringCharacter: 'Invalid character within String: {character}.',
    invalidNumberAfterZero: 'Invalid number, unexpected digit after 0: {character}.',
    unexpectedSingleQuote: 'Unexpected single quote character (\'\'), did you mean to use a double quote (")?',
    invalidUnicodeEscape: 'Invalid Unicode escape sequence: "{sequence}".',
    invalidEscape: 'Invalid character escape sequence: "{sequence}".',
    variableInConstant: 'Unexpected variable "${variable}" in constant value.',
    depthLimit: 'Query depth limit of {max} exceeded, found {found}.',
    aliasLimit: 'Aliases limit of {max} exceeded, found {found}.',
    costLimit: 'Query Cost limit of {max} exceeded, found {found}.',
    didYouMean: '{text} Did you mean {names}?',
    didYouMeanEnumValue: '{text} Did you mean the enum value {names}?',
    didYouMeanInlineFragment: '{text} Did you mean to use an inline fragment on {names}?',
    notExecutable: 'The {definition} definition is not executable.',
    unknownField: 'Cannot query field "{field}" on type "{type}".',
    fragmentOnNonComposite: 'Fragment cannot condition on non composite type "{type}".',
    namedFragmentOnNonComposite: 'Fragment "{fragment}" cannot condition on non composite type "{type}".',
    unknownArgument: 'Unknown argument "{argument}" on field "{field}".',
    unknownDirectiveArgument: 'Unknown argument "{argument}" on directive "@{directive}".',
    unknownDirective: 'Unknown directive "@{directive}".',
    misplacedDirective: 'Directive "@{directive}" may not be used on {location}.',
    unknownFragment: 'Unknown fragment "{fragment}".',
    unknownType: 'Unknown type "{type}".',
    loneAnonymousOperation: 'This anonymous operation must be the only defined operation.',
    fragmentCycle: 'Cannot spread fragment "{fragment}" within itself.',
    fragmentCycleVia: 'Cannot spread fragment "{fragment}" within itself via {path}.',
    undefinedVariableInOperation: 'Variable "${variable}" is not defined by operation "{operation}".',
    undefinedVariable: 'Variable "${variable}" is not defined.',
    unusedFragment: 'Fragment "{fragment}" is never used.',
    unusedVariableInOperation: 'Variable "${variable}" is never used in operation "{operation}".',
    unusedVariable: 'Variable "${variable}" is never used.',
    conflictingFields: 'Fields "{alias}" conflict because {reason}. Use different aliases on the fields to fetch both if this was intentional.',
    differentFields: '"{first}" and "{second}" are different fields',
    differingArguments: 'they have differing arguments',
    conflictingTypes: 'they return conflicting types "{first}" and "{second}"',
    conflictingSubfields: 'subfields "{alias}" conflict because {reason}',
    impossibleSpread: 'Fragment cannot be spread here as objects of type "{parent}" can never be of type "{type}".',
    impossibleNamedSpread: 'Fragment "{fragment}" cannot be spread here as objects of type "{parent}" can never be of type "{type}".',
    missingArgument: 'Field "{field}" argument "{argument}" of type "{type}" is required, but it was not provided.',
    missingDirectiveArgument: 'Directive "@{directive}" argument "{argument}" of type "{type}" is required, but it was not provided.',
    selectionOnLeaf: 'Field "{field}" must not have a selection since type "{type}" has no subfields.',
    missingSelection: `Field "{field}" of type "{type}" must have a selection of subfields. Did you mean "{field} '{ ... }'"?`,
    emptySelection: 'Field "{field}" of type "{type}" must have at least one field selected.',
    subscriptionFields: 'Subscription "{operation}" must select only one top level field.',
    anonymousSubscriptionFields: 'Anonymous Subscription must select only one top level field.',
    subscriptionIntrospection: 'Subscription "{operation}" must not select an introspection top level field.',
    anonymousSubscriptionIntrospection: 'Anonymous Subscription must not select an introspection top level field.',
    duplicateArgument: 'There can be only one argument named "{argument}".',
    duplicateDirective: 'The directive "@{directive}" can only be used once at this location.',
    duplicateFragment: 'There can be only one fragment named "{fragment}".',
    duplicateInputField: 'There can be only one input field named "{field}".',
    duplicateOperation: 'There can be only one operation named "{operation}".',
    duplicateVariable: 'There can be only one variable named "${variable}".',
    missingInputField: 'Field "{field}" of required type "{type}" was not provided.',
    unknownInputField: 'Field "{field}" is not defined by type "{type}".',
    wrongValue: 'Expected value of type "{type}", found {value}.',
    wrongValueBecause: 'Expected value of type "{type}", found {value}; {reason}',
    oneOfKeys: 'OneOf Input Object "{type}" must specify exactly one key.',
    oneOfNull: 'Field "{field}" must be non-null.',
    nonInputVariable: 'Variable "${variable}" cannot be non-input type "{type}".',
    variablePosition: 'Variable "${variable}" of type "{type}" used in position expecting type "{expected}".',
    oneOfNullableVariable: 'Variable "${variable}" is of type "{type}" but must be non-nullable to be used for OneOf Input Object "{parent}".',
    introspectionDepth: 'Maximum introspection depth exceeded',
    onlySubscriptions: 'Only subscriptions run over the WebSocket; send queries and mutations to POST /graphql.',
    variableNotInput: 'Variable "${variable}" expected value of type "{type}" which cannot be used as an input type.',
    missingVariable: 'Variable "${variable}" of required type "{type}" was not provided.',
    nullVariable: 'Variable "${variable}" of non-null type "{type}" must not be null.',
    invalidVariable: 'Variable "${variable}" got invalid value {value}; {reason}',
    invalidVariableAt: 'Variable "${variable}" got invalid value {value} at "{path}"; {reason}',
    nullValue: 'Expected non-nullable type "{type}" not to be null.',
    notAnObject: 'Expected type "{type}" to be an object.',
    oneOfOneKey: 'Exactly one key must be specified for OneOf type "{type}".',
    expectedTypeBecause: 'Expected type "{type}". {reason}',
    expectedType: 'Expected type "{type}".',
    notAnInt: 'Int cannot represent non-integer value: {value}',
    intTooBig: 'Int cannot represent non 32-bit signed integer value: {value}',
    notAFloat: 'Float cannot represent non numeric value: {value}',
    notAString: 'String cannot represent a non string value: {value}',
    notABoolean: 'Boolean cannot represent a non boolean value: {value}',
    notAnId: 'ID cannot represent value: {value}',
    notAnIdValue: 'ID cannot represent a non-string and non-integer value: {value}',
    notAnEnumString: 'Enum "{type}" cannot represent non-string value: {value}.',
    notAnEnumValue: 'Enum "{type}" cannot represent non-enum value: {value}.',
    unknownEnumValue: 'Value "{value}" does not exist in "{type}" enum.',
  },
  de: {
    unrecognised: 'Die Anfrage ist ungültig: {detail}',
    syntaxError: 'Syntaxfehler: {detail}',
    expectedFound: '{expected} erwartet, {found} gefunden.',
    unexpected: 'Unerwartet: {token}.',
    unterminatedString: 'Eine Zeichenkette wird nicht geschlossen.',
    invalidCharacter: 'Ungültiges Zeichen: {character}.',
    unexpectedCharacter: 'Unerwartetes Zeichen: {character}.',
    invalidNumber: 'Ungültige Zahl, statt einer Ziffer steht dort: {character}.',
    invalidStringCharacter: 'Ungültiges Zeichen in einer Zeichenkette: {character}.',
    invalidNumberAfterZero: 'Ungültige Zahl, nach einer 0 darf keine Ziffer folgen: {character}.',
    unexpectedSingleQuote: 'Unerwartetes einfaches Anführungszeichen (\'\'); wolltest du ein doppeltes (") verwenden?',
    invalidUnicodeEscape: 'Ungültige Unicode-Escape-Sequenz: „{sequence}“.',
    invalidEscape: 'Ungültige Escape-Sequenz: „{sequence}“.',
    variableInConstant: 'Die Variable „${variable}“ darf nicht in einem konstanten Wert stehen.',
    depthLimit: 'Die Anfrage ist {found} Ebenen tief; erlaubt sind höchstens {max}.',
    aliasLimit: 'Die Anfrage hat {found} Aliase; erlaubt sind höchstens {max}.',
    costLimit: 'Die Anfrage kostet {found} Punkte; erlaubt sind höchstens {max}.',
    didYouMean: '{text} Meintest du {names}?',
    didYouMeanEnumValue: '{text} Meintest du den Enum-Wert {names}?',
    didYouMeanInlineFragment: '{text} Wolltest du ein Inline-Fragment auf {names} verwenden?',
    notExecutable: 'Die Definition {definition} ist nicht ausführbar.',
    unknownField: 'Das Feld „{field}“ gibt es im Typ „{type}“ nicht.',
    fragmentOnNonComposite: 'Ein Fragment kann nicht auf den nicht zusammengesetzten Typ „{type}“ bedingt sein.',
    namedFragmentOnNonComposite: 'Das Fragment „{fragment}“ kann nicht auf den nicht zusammengesetzten Typ „{type}“ bedingt sein.',
    unknownArgument: 'Das Argument „{argument}“ gibt es im Feld „{field}“ nicht.',
    unknownDirectiveArgument: 'Das Argument „{argument}“ gibt es in der Direktive „@{directive}“ nicht.',
    unknownDirective: 'Die Direktive „@{directive}“ gibt es nicht.',
    misplacedDirective: 'Die Direktive „@{directive}“ darf nicht bei {location} stehen.',
    unknownFragment: 'Das Fragment „{fragment}“ gibt es nicht.',
    unknownType: 'Den Typ „{type}“ gibt es nicht.',
    loneAnonymousOperation: 'Eine anonyme Operation muss die einzige Operation der Anfrage sein.',
    fragmentCycle: 'Das Fragment „{fragment}“ kann nicht in sich selbst eingefügt werden.',
    fragmentCycleVia: 'Das Fragment „{fragment}“ kann nicht über {path} in sich selbst eingefügt werden.',
    undefinedVariableInOperation: 'Die Variable „${variable}“ wird in der Operation „{operation}“ nicht definiert.',
    undefinedVariable: 'Die Variable „${variable}“ wird nicht definiert.',
    unusedFragment: 'Das Fragment „{fragment}“ wird nirgends verwendet.',
    unusedVariableInOperation: 'Die Variable „${variable}“ wird in der Operation „{operation}“ nicht verwendet.',
    unusedVariable: 'Die Variable „${variable}“ wird nicht verwendet.',
    conflictingFields: 'Die Felder „{alias}“ stehen in Konflikt, denn {reason}. Verwende unterschiedliche Aliase, wenn du beide abfragen willst.',
    differentFields: '„{first}“ und „{second}“ sind verschiedene Felder',
    differingArguments: 'sie haben unterschiedliche Argumente',
    conflictingTypes: 'sie liefern die unvereinbaren Typen „{first}“ und „{second}“',
    conflictingSubfields: 'die Unterfelder „{alias}“ stehen in Konflikt, denn {reason}',
    impossibleSpread: 'Das Fragment kann hier nicht eingefügt werden: Objekte vom Typ „{parent}“ sind nie vom Typ „{type}“.',
    impossibleNamedSpread: 'Das Fragment „{fragment}“ kann hier nicht eingefügt werden: Objekte vom Typ „{parent}“ sind nie vom Typ „{type}“.',
    missingArgument: 'Das Feld „{field}“ braucht das Argument „{argument}“ vom Typ „{type}“, es fehlt aber.',
    missingDirectiveArgument: 'Die Direktive „@{directive}“ braucht das Argument „{argument}“ vom Typ „{type}“, es fehlt aber.',
    selectionOnLeaf: 'Das Feld „{field}“ darf keine Auswahl haben, denn der Typ „{type}“ hat keine Unterfelder.',
    missingSelection: `Das Feld „{field}“ vom Typ „{type}“ braucht eine Auswahl von Unterfeldern. Meintest du „{field} '{ ... }'“?`,
    emptySelection: 'Im Feld „{field}“ vom Typ „{type}“ muss mindestens ein Feld ausgewählt sein.',
    subscriptionFields: 'Das Abonnement „{operation}“ darf nur ein Feld auf oberster Ebene auswählen.',
    anonymousSubscriptionFields: 'Ein anonymes Abonnement darf nur ein Feld auf oberster Ebene auswählen.',
    subscriptionIntrospection: 'Das Abonnement „{operation}“ darf auf oberster Ebene kein Introspektionsfeld auswählen.',
    anonymousSubscriptionIntrospection: 'Ein anonymes Abonnement darf auf oberster Ebene kein Introspektionsfeld auswählen.',
    duplicateArgument: 'Es darf nur ein Argument namens „{argument}“ geben.',
    duplicateDirective: 'Die Direktive „@{directive}“ darf an dieser Stelle nur einmal stehen.',
    duplicateFragment: 'Es darf nur ein Fragment namens „{fragment}“ geben.',
    duplicateInputField: 'Es darf nur ein Eingabefeld namens „{field}“ geben.',
    duplicateOperation: 'Es darf nur eine Operation namens „{operation}“ geben.',
    duplicateVariable: 'Es darf nur eine Variable namens „${variable}“ geben.',
    missingInputField: 'Das Pflichtfeld „{field}“ vom Typ „{type}“ fehlt.',
    unknownInputField: 'Das Feld „{field}“ gibt es im Typ „{type}“ nicht.',
    wrongValue: 'Erwartet wird ein Wert vom Typ „{type}“, gefunden wurde {value}.',
    wrongValueBecause: 'Erwartet wird ein Wert vom Typ „{type}“, gefunden wurde {value}; {reason}',
    oneOfKeys: 'Das OneOf-Eingabeobjekt „{type}“ muss genau einen Schlüssel angeben.',
    oneOfNull: 'Das Feld „{field}“ darf nicht null sein.',
    nonInputVariable: 'Die Variable „${variable}“ kann nicht vom Ausgabetyp „{type}“ sein.',
    variablePosition: 'Die Variable „${variable}“ vom Typ „{type}“ steht an einer Stelle, die den Typ „{expected}“ erwartet.',
    oneOfNullableVariable: 'Die Variable „${variable}“ hat den Typ „{type}“, muss für das OneOf-Eingabeobjekt „{parent}“ aber nicht-null sein.',
    introspectionDepth: 'Die Introspektion ist zu tief verschachtelt',
    onlySubscriptions: 'Über den WebSocket laufen nur Abonnements; sende Abfragen und Mutationen an POST /graphql.',
    variableNotInput: 'Die Variable „${variable}“ erwartet einen Wert vom Typ „{type}“, der kein Eingabetyp ist.',
    missingVariable: 'Die Pflichtvariable „${variable}“ vom Typ „{type}“ fehlt.',
    nullVariable: 'Die Variable „${variable}“ vom Typ „{type}“ darf nicht null sein.',
    invalidVariable: 'Die Variable „${variable}“ hat den ungültigen Wert {value}; {reason}',
    invalidVariableAt: 'Die Variable „${variable}“ hat bei „{path}“ den ungültigen Wert {value}; {reason}',
    nullValue: 'Der Typ „{type}“ darf nicht null sein.',
    notAnObject: 'Für den Typ „{type}“ wird ein Objekt erwartet.',
    oneOfOneKey: 'Für den OneOf-Typ „{type}“ muss genau ein Schlüssel angegeben sein.',
    expectedTypeBecause: 'Erwartet wird der Typ „{type}“. {reason}',
    expectedType: 'Erwartet wird der Typ „{type}“.',
    notAnInt: 'Int kann nur ganze Zahlen darstellen, nicht {value}',
    intTooBig: 'Int kann nur vorzeichenbehaftete 32-Bit-Ganzzahlen darstellen, nicht {value}',
    notAFloat: 'Float kann nur Zahlen darstellen, nicht {value}',
    notAString: 'String kann nur Zeichenketten darstellen, nicht {value}',
    notABoolean: 'Boolean kann nur Wahrheitswerte darstellen, nicht {value}',
    notAnId: 'ID kann diesen Wert nicht darstellen: {value}',
    notAnIdValue: 'ID kann nur Zeichenketten und ganze Zahlen darstellen, nicht {value}',
    notAnEnumString: 'Das Enum „{type}“ kann nur Zeichenketten darstellen, nicht {value}.',
    notAnEnumValue: 'Das Enum „{type}“ kann nur seine Werte darstellen, nicht {value}.',
    unknownEnumValue: 'Den Wert „{value}“ gibt es im Enum „{type}“ nicht.',
  },
  es: {
    unrecognised: 'La solicitud no es válida: {detail}',
    syntaxError: 'Error de sintaxis: {detail}',
    expectedFound: 'Se esperaba {expected} y se encontró {found}.',
    unexpected: 'Inesperado: {token}.',
    unterminatedString: 'Hay una cadena sin cerrar.',
    invalidCharacter: 'Carácter no válido: {character}.',
    unexpectedCharacter: 'Carácter inesperado: {character}.',
    invalidNumber: 'Número no válido: se esperaba un dígito y se encontró {character}.',
    invalidStringCharacter: 'Carácter no válido dentro de una cadena: {character}.',
    invalidNumberAfterZero: 'Número no válido: no puede haber un dígito después de 0: {character}.',
    unexpectedSingleQuote: 'Comilla simple (\'\') inesperada; ¿querías usar una comilla doble (")?',
    invalidUnicodeEscape: 'Secuencia de escape Unicode no válida: «{sequence}».',
    invalidEscape: 'Secuencia de escape no válida: «{sequence}».',
    variableInConstant: 'La variable «${variable}» no puede aparecer en un valor constante.',
    depthLimit: 'La consulta tiene {found} niveles de profundidad; se permiten como máximo {max}.',
    aliasLimit: 'La consulta tiene {found} alias; se permiten como máximo {max}.',
    costLimit: 'La consulta cuesta {found} puntos; se permiten como máximo {max}.',
    didYouMean: '{text} ¿Querías decir {names}?',
    didYouMeanEnumValue: '{text} ¿Querías decir el valor de enumeración {names}?',
    didYouMeanInlineFragment: '{text} ¿Querías usar un fragmento en línea sobre {names}?',
    notExecutable: 'La definición {definition} no es ejecutable.',
    unknownField: 'El campo «{field}» no existe en el tipo «{type}».',
    fragmentOnNonComposite: 'Un fragmento no puede estar condicionado al tipo no compuesto «{type}».',
    namedFragmentOnNonComposite: 'El fragmento «{fragment}» no puede estar condicionado al tipo no compuesto «{type}».',
    unknownArgument: 'El argumento «{argument}» no existe en el campo «{field}».',
    unknownDirectiveArgument: 'El argumento «{argument}» no existe en la directiva «@{directive}».',
    unknownDirective: 'La directiva «@{directive}» no existe.',
    misplacedDirective: 'La directiva «@{directive}» no se puede usar en {location}.',
    unknownFragment: 'El fragmento «{fragment}» no existe.',
    unknownType: 'El tipo «{type}» no existe.',
    loneAnonymousOperation: 'Una operación anónima debe ser la única operación definida.',
    fragmentCycle: 'El fragmento «{fragment}» no se puede incluir dentro de sí mismo.',
    fragmentCycleVia: 'El fragmento «{fragment}» no se puede incluir dentro de sí mismo a través de {path}.',
    undefinedVariableInOperation: 'La variable «${variable}» no está definida en la operación «{operation}».',
    undefinedVariable: 'La variable «${variable}» no está definida.',
    unusedFragment: 'El fragmento «{fragment}» no se usa en ningún sitio.',
    unusedVariableInOperation: 'La variable «${variable}» no se usa en la operación «{operation}».',
    unusedVariable: 'La variable «${variable}» no se usa.',
    conflictingFields: 'Los campos «{alias}» están en conflicto porque {reason}. Usa alias distintos si quieres obtener ambos.',
    differentFields: '«{first}» y «{second}» son campos distintos',
    differingArguments: 'tienen argumentos distintos',
    conflictingTypes: 'devuelven los tipos incompatibles «{first}» y «{second}»',
    conflictingSubfields: 'los subcampos «{alias}» están en conflicto porque {reason}',
    impossibleSpread: 'El fragmento no se puede incluir aquí: los objetos de tipo «{parent}» nunca son de tipo «{type}».',
    impossibleNamedSpread: 'El fragmento «{fragment}» no se puede incluir aquí: los objetos de tipo «{parent}» nunca son de tipo «{type}».',
    missingArgument: 'El campo «{field}» necesita el argumento «{argument}» de tipo «{type}», pero no se ha indicado.',
    missingDirectiveArgument: 'La directiva «@{directive}» necesita el argumento «{argument}» de tipo «{type}», pero no se ha indicado.',
    selectionOnLeaf: 'El campo «{field}» no puede tener una selección porque el tipo «{type}» no tiene subcampos.',
    missingSelection: `El campo «{field}» de tipo «{type}» necesita una selección de subcampos. ¿Querías decir «{field} '{ ... }'»?`,
    emptySelection: 'El campo «{field}» de tipo «{type}» debe seleccionar al menos un campo.',
    subscriptionFields: 'La suscripción «{operation}» solo puede seleccionar un campo de nivel superior.',
    anonymousSubscriptionFields: 'Una suscripción anónima solo puede seleccionar un campo de nivel superior.',
    subscriptionIntrospection: 'La suscripción «{operation}» no puede seleccionar un campo de introspección en el nivel superior.',
    anonymousSubscriptionIntrospection: 'Una suscripción anónima no puede seleccionar un campo de introspección en el nivel superior.',
    duplicateArgument: 'Solo puede haber un argumento llamado «{argument}».',
    duplicateDirective: 'La directiva «@{directive}» solo se puede usar una vez en este lugar.',
    duplicateFragment: 'Solo puede haber un fragmento llamado «{fragment}».',
    duplicateInputField: 'Solo puede haber un campo de entrada llamado «{field}».',
    duplicateOperation: 'Solo puede haber una operación llamada «{operation}».',
    duplicateVariable: 'Solo puede haber una variable llamada «${variable}».',
    missingInputField: 'Falta el campo obligatorio «{field}» de tipo «{type}».',
    unknownInputField: 'El campo «{field}» no existe en el tipo «{type}».',
    wrongValue: 'Se esperaba un valor de tipo «{type}» y se encontró {value}.',
    wrongValueBecause: 'Se esperaba un valor de tipo «{type}» y se encontró {value}; {reason}',
    oneOfKeys: 'El objeto de entrada OneOf «{type}» debe indicar exactamente una clave.',
    oneOfNull: 'El campo «{field}» no puede ser null.',
    nonInputVariable: 'La variable «${variable}» no puede ser del tipo de salida «{type}».',
    variablePosition: 'La variable «${variable}» de tipo «{type}» está en un lugar que espera el tipo «{expected}».',
    oneOfNullableVariable: 'La variable «${variable}» es de tipo «{type}», pero para el objeto de entrada OneOf «{parent}» no puede admitir null.',
    introspectionDepth: 'La introspección está demasiado anidada',
    onlySubscriptions: 'Por el WebSocket solo van suscripciones; envía las consultas y mutaciones a POST /graphql.',
    variableNotInput: 'La variable «${variable}» espera un valor de tipo «{type}», que no es un tipo de entrada.',
    missingVariable: 'Falta la variable obligatoria «${variable}» de tipo «{type}».',
    nullVariable: 'La variable «${variable}» de tipo «{type}» no puede ser null.',
    invalidVariable: 'La variable «${variable}» tiene el valor no válido {value}; {reason}',
    invalidVariableAt: 'La variable «${variable}» tiene el valor no válido {value} en «{path}»; {reason}',
    nullValue: 'El tipo «{type}» no puede ser null.',
    notAnObject: 'Se esperaba un objeto para el tipo «{type}».',
    oneOfOneKey: 'Para el tipo OneOf «{type}» se debe indicar exactamente una clave.',
    expectedTypeBecause: 'Se esperaba el tipo «{type}». {reason}',
    expectedType: 'Se esperaba el tipo «{type}».',
    notAnInt: 'Int solo representa números enteros, no {value}',
    intTooBig: 'Int solo representa enteros de 32 bits con signo, no {value}',
    notAFloat: 'Float solo representa números, no {value}',
    notAString: 'String solo representa cadenas, no {value}',
    notABoolean: 'Boolean solo representa valores booleanos, no {value}',
    notAnId: 'ID no puede representar este valor: {value}',
    notAnIdValue: 'ID solo representa cadenas y números enteros, no {value}',
    notAnEnumString: 'La enumeración «{type}» solo representa cadenas, no {value}.',
    notAnEnumValue: 'La enumeración «{type}» solo representa sus valores, no {value}.',
    unknownEnumValue: 'El valor «{value}» no existe en la enumeración «{type}».',
  },
  ar: {
    unrecognised: 'الطلب غير صالح: {detail}',
    syntaxError: 'خطأ في الصياغة: {detail}',
    expectedFound: 'كان المتوقع {expected}، لكن وُجد {found}.',
    unexpected: 'غير متوقع: {token}.',
    unterminatedString: 'توجد سلسلة نصية غير مغلقة.',
    invalidCharacter: 'حرف غير صالح: {character}.',
    unexpectedCharacter: 'حرف غير متوقع: {character}.',
    invalidNumber: 'رقم غير صالح، كان المتوقع خانة رقمية لكن وُجد: {character}.',
    invalidStringCharacter: 'حرف غير صالح داخل سلسلة نصية: {character}.',
    invalidNumberAfterZero: 'رقم غير صالح، لا يجوز أن تلي الصفرَ خانةٌ رقمية: {character}.',
    unexpectedSingleQuote: 'علامة اقتباس مفردة (\'\') غير متوقعة، هل تقصد استخدام علامة اقتباس مزدوجة (")؟',
    invalidUnicodeEscape: 'تسلسل هروب Unicode غير صالح: "{sequence}".',
    invalidEscape: 'تسلسل هروب غير صالح: "{sequence}".',
    variableInConstant: 'لا يجوز أن يرد المتغير "${variable}" في قيمة ثابتة.',
    depthLimit: 'عمق الاستعلام {found}، والحد الأقصى المسموح به {max}.',
    aliasLimit: 'عدد الأسماء المستعارة في الاستعلام {found}، والحد الأقصى المسموح به {max}.',
    costLimit: 'كلفة الاستعلام {found}، والحد الأقصى المسموح به {max}.',
    didYouMean: '{text} هل تقصد {names}؟',
    didYouMeanEnumValue: '{text} هل تقصد قيمة التعداد {names}؟',
    didYouMeanInlineFragment: '{text} هل تقصد استخدام جزء مضمّن على {names}؟',
    notExecutable: 'التعريف {definition} غير قابل للتنفيذ.',
    unknownField: 'لا يوجد الحقل "{field}" في النوع "{type}".',
    fragmentOnNonComposite: 'لا يمكن أن يكون الجزء مشروطًا بالنوع غير المركّب "{type}".',
    namedFragmentOnNonComposite: 'لا يمكن أن يكون الجزء "{fragment}" مشروطًا بالنوع غير المركّب "{type}".',
    unknownArgument: 'لا توجد الوسيطة "{argument}" في الحقل "{field}".',
    unknownDirectiveArgument: 'لا توجد الوسيطة "{argument}" في التوجيه "@{directive}".',
    unknownDirective: 'التوجيه "@{directive}" غير موجود.',
    misplacedDirective: 'لا يجوز استخدام التوجيه "@{directive}" في {location}.',
    unknownFragment: 'الجزء "{fragment}" غير موجود.',
    unknownType: 'النوع "{type}" غير موجود.',
    loneAnonymousOperation: 'يجب أن تكون العملية المجهولة الاسم هي العملية الوحيدة المعرّفة.',
    fragmentCycle: 'لا يمكن إدراج الجزء "{fragment}" داخل نفسه.',
    fragmentCycleVia: 'لا يمكن إدراج الجزء "{fragment}" داخل نفسه عبر {path}.',
    undefinedVariableInOperation: 'المتغير "${variable}" غير معرّف في العملية "{operation}".',
    undefinedVariable: 'المتغير "${variable}" غير معرّف.',
    unusedFragment: 'الجزء "{fragment}" غير مستخدم.',
    unusedVariableInOperation: 'المتغير "${variable}" غير مستخدم في العملية "{operation}".',
    unusedVariable: 'المتغير "${variable}" غير مستخدم.',
    conflictingFields: 'الحقول "{alias}" متعارضة لأن {reason}. استخدم أسماء مستعارة مختلفة إن أردت جلبها كلها.',
    differentFields: '"{first}" و"{second}" حقلان مختلفان',
    differingArguments: 'وسيطاتها مختلفة',
    conflictingTypes: 'أنواعها المُرجَعة متعارضة: "{first}" و"{second}"',
    conflictingSubfields: 'الحقول الفرعية "{alias}" متعارضة لأن {reason}',
    impossibleSpread: 'لا يمكن إدراج الجزء هنا: الكائنات من النوع "{parent}" لا تكون أبدًا من النوع "{type}".',
    impossibleNamedSpread: 'لا يمكن إدراج الجزء "{fragment}" هنا: الكائنات من النوع "{parent}" لا تكون أبدًا من النوع "{type}".',
    missingArgument: 'يحتاج الحقل "{field}" إلى الوسيطة "{argument}" من النوع "{type}"، لكنها لم تُقدَّم.',
    missingDirectiveArgument: 'يحتاج التوجيه "@{directive}" إلى الوسيطة "{argument}" من النوع "{type}"، لكنها لم تُقدَّم.',
    selectionOnLeaf: 'لا يجوز أن يكون للحقل "{field}" تحديد، لأن النوع "{type}" ليست له حقول فرعية.',
    missingSelection: `يحتاج الحقل "{field}" من النوع "{type}" إلى تحديد حقول فرعية. هل تقصد "{field} '{ ... }'"؟`,
    emptySelection: 'يجب تحديد حقل واحد على الأقل في الحقل "{field}" من النوع "{type}".',
    subscriptionFields: 'يجب أن يحدد الاشتراك "{operation}" حقلًا واحدًا فقط في المستوى الأعلى.',
    anonymousSubscriptionFields: 'يجب أن يحدد الاشتراك المجهول الاسم حقلًا واحدًا فقط في المستوى الأعلى.',
    subscriptionIntrospection: 'لا يجوز أن يحدد الاشتراك "{operation}" حقل استبطان في المستوى الأعلى.',
    anonymousSubscriptionIntrospection: 'لا يجوز أن يحدد الاشتراك المجهول الاسم حقل استبطان في المستوى الأعلى.',
    duplicateArgument: 'لا يجوز أن توجد إلا وسيطة واحدة باسم "{argument}".',
    duplicateDirective: 'لا يجوز استخدام التوجيه "@{directive}" إلا مرة واحدة في هذا الموضع.',
    duplicateFragment: 'لا يجوز أن يوجد إلا جزء واحد باسم "{fragment}".',
    duplicateInputField: 'لا يجوز أن يوجد إلا حقل إدخال واحد باسم "{field}".',
    duplicateOperation: 'لا يجوز أن توجد إلا عملية واحدة باسم "{operation}".',
    duplicateVariable: 'لا يجوز أن يوجد إلا متغير واحد باسم "${variable}".',
    missingInputField: 'الحقل الإلزامي "{field}" من النوع "{type}" غير موجود.',
    unknownInputField: 'لا يوجد الحقل "{field}" في النوع "{type}".',
    wrongValue: 'كان المتوقع قيمة من النوع "{type}"، لكن وُجد {value}.',
    wrongValueBecause: 'كان المتوقع قيمة من النوع "{type}"، لكن وُجد {value}؛ {reason}',
    oneOfKeys: 'يجب أن يحدد كائن الإدخال OneOf "{type}" مفتاحًا واحدًا بالضبط.',
    oneOfNull: 'لا يجوز أن تكون قيمة الحقل "{field}" فارغة (null).',
    nonInputVariable: 'لا يمكن أن يكون المتغير "${variable}" من نوع الإخراج "{type}".',
    variablePosition: 'المتغير "${variable}" من النوع "{type}" مستخدم في موضع يتوقع النوع "{expected}".',
    oneOfNullableVariable: 'المتغير "${variable}" من النوع "{type}"، لكن يجب ألا يقبل القيمة الفارغة ليُستخدم مع كائن الإدخال OneOf "{parent}".',
    introspectionDepth: 'الاستبطان متداخل بعمق أكبر من المسموح',
    onlySubscriptions: 'لا تعمل عبر WebSocket إلا الاشتراكات؛ أرسل الاستعلامات والتعديلات إلى POST /graphql.',
    variableNotInput: 'يتوقع المتغير "${variable}" قيمة من النوع "{type}"، وهو ليس نوع إدخال.',
    missingVariable: 'المتغير الإلزامي "${variable}" من النوع "{type}" غير موجود.',
    nullVariable: 'لا يجوز أن تكون قيمة المتغير "${variable}" من النوع "{type}" فارغة (null).',
    invalidVariable: 'قيمة المتغير "${variable}" غير صالحة: {value}؛ {reason}',
    invalidVariableAt: 'قيمة المتغير "${variable}" غير صالحة عند "{path}": {value}؛ {reason}',
    nullValue: 'لا يجوز أن تكون قيمة النوع "{type}" فارغة (null).',
    notAnObject: 'كان المتوقع كائنًا للنوع "{type}".',
    oneOfOneKey: 'يجب تحديد مفتاح واحد بالضبط للنوع OneOf "{type}".',
    expectedTypeBecause: 'كان المتوقع النوع "{type}". {reason}',
    expectedType: 'كان المتوقع النوع "{type}".',
    notAnInt: 'لا يمثل Int إلا الأعداد الصحيحة، وليس {value}',
    intTooBig: 'لا يمثل Int إلا الأعداد الصحيحة ذات الإشارة بطول 32 بت، وليس {value}',
    notAFloat: 'لا يمثل Float إلا الأعداد، وليس {value}',
    notAString: 'لا يمثل String إلا السلاسل النصية، وليس {value}',
    notABoolean: 'لا يمثل Boolean إلا القيم المنطقية، وليس {value}',
    notAnId: 'لا يمكن أن يمثل ID هذه القيمة: {value}',
    notAnIdValue: 'لا يمثل ID إلا السلاسل النصية والأعداد الصحيحة، وليس {value}',
    notAnEnumString: 'لا يمثل التعداد "{type}" إلا السلاسل النصية، وليس {value}.',
    notAnEnumValue: 'لا يمثل التعداد "{type}" إلا قيمه، وليس {value}.',
    unknownEnumValue: 'القيمة "{value}" غير موجودة في التعداد "{type}".',
  },
} satisfies Catalog<string>;

type Key = keyof typeof catalog.en;
export const graphqlErrorsCatalog: Catalog<Key> = catalog;

// A name in graphql-js's quotes; a `reason` or `detail` is itself a message of these tables.
const NAME = '[^"]*';
const NESTED = new Set(['reason', 'detail']);

type Patterns = ReadonlyArray<readonly [Key, RegExp]>;
const compile = (table: ReadonlyArray<readonly [Key, string]>): Patterns =>
  table.map(([key, pattern]) => [key, new RegExp(`^${pattern}$`, 's')] as const);

/** What follows "Syntax Error: " (the lexer's and parser's texts, and the depth, alias and cost limits'). */
const SYNTAX: Patterns = compile([
  ['expectedFound', 'Expected (?<expected>.+?), found (?<found>.+)\\.'],
  ['unterminatedString', 'Unterminated string\\.'],
  ['invalidCharacter', 'Invalid character: (?<character>.+)\\.'],
  ['unexpectedCharacter', 'Unexpected character: (?<character>.+)\\.'],
  ['invalidNumber', 'Invalid number, expected digit but got: (?<character>.+)\\.'],
  ['invalidStringCharacter', 'Invalid character within String: (?<character>.+)\\.'],
  ['unexpected', 'Unexpected (?<token><EOF>|"[^"]*"|\\w+ "[^"]*"|\\w+)\\.'],
  ['invalidNumberAfterZero', 'Invalid number, unexpected digit after 0: (?<character>.+)\\.'],
  ['unexpectedSingleQuote', 'Unexpected single quote character \\(\'\\), did you mean to use a double quote \\("\\)\\?'],
  ['invalidUnicodeEscape', 'Invalid Unicode escape sequence: "(?<sequence>.*)"\\.'],
  ['invalidEscape', 'Invalid character escape sequence: "(?<sequence>.*)"\\.'],
  ['variableInConstant', `Unexpected variable "\\$(?<variable>${NAME})" in constant value\\.`],
  ['depthLimit', 'Query depth limit of (?<max>\\d+) exceeded, found (?<found>[\\d.]+)\\.'],
  ['aliasLimit', 'Aliases limit of (?<max>\\d+) exceeded, found (?<found>[\\d.]+)\\.'],
  ['costLimit', 'Query Cost limit of (?<max>\\d+) exceeded, found (?<found>[\\d.]+)\\.'],
]);

/** graphql-js's validation rules, variable coercion, scalars and enums, most specific first. */
const MESSAGES: Patterns = compile([
  ['syntaxError', 'Syntax Error: (?<detail>.+)'],
  ['notExecutable', 'The (?<definition>.+) definition is not executable\\.'],
  ['unknownField', `Cannot query field "(?<field>${NAME})" on type "(?<type>${NAME})"\\.`],
  ['fragmentOnNonComposite', `Fragment cannot condition on non composite type "(?<type>${NAME})"\\.`],
  ['namedFragmentOnNonComposite', `Fragment "(?<fragment>${NAME})" cannot condition on non composite type "(?<type>${NAME})"\\.`],
  ['unknownArgument', `Unknown argument "(?<argument>${NAME})" on field "(?<field>${NAME})"\\.`],
  ['unknownDirectiveArgument', `Unknown argument "(?<argument>${NAME})" on directive "@(?<directive>${NAME})"\\.`],
  ['unknownDirective', `Unknown directive "@(?<directive>${NAME})"\\.`],
  ['misplacedDirective', `Directive "@(?<directive>${NAME})" may not be used on (?<location>\\w+)\\.`],
  ['unknownFragment', `Unknown fragment "(?<fragment>${NAME})"\\.`],
  ['unknownType', `Unknown type "(?<type>${NAME})"\\.`],
  ['loneAnonymousOperation', 'This anonymous operation must be the only defined operation\\.'],
  ['fragmentCycleVia', `Cannot spread fragment "(?<fragment>${NAME})" within itself via (?<path>.+)\\.`],
  ['fragmentCycle', `Cannot spread fragment "(?<fragment>${NAME})" within itself\\.`],
  ['undefinedVariableInOperation', `Variable "\\$(?<variable>${NAME})" is not defined by operation "(?<operation>${NAME})"\\.`],
  ['undefinedVariable', `Variable "\\$(?<variable>${NAME})" is not defined\\.`],
  ['unusedFragment', `Fragment "(?<fragment>${NAME})" is never used\\.`],
  ['unusedVariableInOperation', `Variable "\\$(?<variable>${NAME})" is never used in operation "(?<operation>${NAME})"\\.`],
  ['unusedVariable', `Variable "\\$(?<variable>${NAME})" is never used\\.`],
  ['conflictingFields', `Fields "(?<alias>${NAME})" conflict because (?<reason>.+)\\. Use different aliases on the fields to fetch both if this was intentional\\.`],
  ['differentFields', `"(?<first>${NAME})" and "(?<second>${NAME})" are different fields`],
  ['differingArguments', 'they have differing arguments'],
  ['conflictingTypes', `they return conflicting types "(?<first>${NAME})" and "(?<second>${NAME})"`],
  ['conflictingSubfields', `subfields "(?<alias>${NAME})" conflict because (?<reason>.+)`],
  ['impossibleSpread', `Fragment cannot be spread here as objects of type "(?<parent>${NAME})" can never be of type "(?<type>${NAME})"\\.`],
  ['impossibleNamedSpread', `Fragment "(?<fragment>${NAME})" cannot be spread here as objects of type "(?<parent>${NAME})" can never be of type "(?<type>${NAME})"\\.`],
  ['missingArgument', `Field "(?<field>${NAME})" argument "(?<argument>${NAME})" of type "(?<type>${NAME})" is required, but it was not provided\\.`],
  ['missingDirectiveArgument', `Directive "@(?<directive>${NAME})" argument "(?<argument>${NAME})" of type "(?<type>${NAME})" is required, but it was not provided\\.`],
  ['selectionOnLeaf', `Field "(?<field>${NAME})" must not have a selection since type "(?<type>${NAME})" has no subfields\\.`],
  ['missingSelection', `Field "(?<field>${NAME})" of type "(?<type>${NAME})" must have a selection of subfields\\. Did you mean "\\k<field> \\{ \\.\\.\\. \\}"\\?`],
  ['emptySelection', `Field "(?<field>${NAME})" of type "(?<type>${NAME})" must have at least one field selected\\.`],
  ['subscriptionFields', `Subscription "(?<operation>${NAME})" must select only one top level field\\.`],
  ['anonymousSubscriptionFields', 'Anonymous Subscription must select only one top level field\\.'],
  ['subscriptionIntrospection', `Subscription "(?<operation>${NAME})" must not select an introspection top level field\\.`],
  ['anonymousSubscriptionIntrospection', 'Anonymous Subscription must not select an introspection top level field\\.'],
  ['duplicateArgument', `There can be only one argument named "(?<argument>${NAME})"\\.`],
  ['duplicateDirective', `The directive "@(?<directive>${NAME})" can only be used once at this location\\.`],
  ['duplicateFragment', `There can be only one fragment named "(?<fragment>${NAME})"\\.`],
  ['duplicateInputField', `There can be only one input field named "(?<field>${NAME})"\\.`],
  ['duplicateOperation', `There can be only one operation named "(?<operation>${NAME})"\\.`],
  ['duplicateVariable', `There can be only one variable named "\\$(?<variable>${NAME})"\\.`],
  ['missingInputField', `Field "(?<field>${NAME})" of required type "(?<type>${NAME})" was not provided\\.`],
  ['unknownInputField', `Field "(?<field>${NAME})" is not defined by type "(?<type>${NAME})"\\.`],
  ['wrongValueBecause', `Expected value of type "(?<type>${NAME})", found (?<value>.+?); (?<reason>.+)`],
  ['wrongValue', `Expected value of type "(?<type>${NAME})", found (?<value>.+)\\.`],
  ['oneOfKeys', `OneOf Input Object "(?<type>${NAME})" must specify exactly one key\\.`],
  ['oneOfNull', `Field "(?<field>${NAME})" must be non-null\\.`],
  ['nonInputVariable', `Variable "\\$(?<variable>${NAME})" cannot be non-input type "(?<type>${NAME})"\\.`],
  ['variablePosition', `Variable "\\$(?<variable>${NAME})" of type "(?<type>${NAME})" used in position expecting type "(?<expected>${NAME})"\\.`],
  ['oneOfNullableVariable', `Variable "\\$(?<variable>${NAME})" is of type "(?<type>${NAME})" but must be non-nullable to be used for OneOf Input Object "(?<parent>${NAME})"\\.`],
  ['introspectionDepth', 'Maximum introspection depth exceeded'],
  ['onlySubscriptions', 'Only subscriptions run over the WebSocket; send queries and mutations to POST /graphql\\.'],
  ['variableNotInput', `Variable "\\$(?<variable>${NAME})" expected value of type "(?<type>${NAME})" which cannot be used as an input type\\.`],
  ['missingVariable', `Variable "\\$(?<variable>${NAME})" of required type "(?<type>${NAME})" was not provided\\.`],
  ['nullVariable', `Variable "\\$(?<variable>${NAME})" of non-null type "(?<type>${NAME})" must not be null\\.`],
  ['invalidVariableAt', `Variable "\\$(?<variable>${NAME})" got invalid value (?<value>.+?) at "(?<path>${NAME})"; (?<reason>.+)`],
  ['invalidVariable', `Variable "\\$(?<variable>${NAME})" got invalid value (?<value>.+?); (?<reason>.+)`],
  ['nullValue', `Expected non-nullable type "(?<type>${NAME})" not to be null\\.`],
  ['notAnObject', `Expected type "(?<type>${NAME})" to be an object\\.`],
  ['oneOfOneKey', `Exactly one key must be specified for OneOf type "(?<type>${NAME})"\\.`],
  ['expectedType', `Expected type "(?<type>${NAME})"\\.`],
  ['expectedTypeBecause', `Expected type "(?<type>${NAME})"\\. (?<reason>.+)`],
  ['notAnInt', 'Int cannot represent non-integer value: (?<value>.+)'],
  ['intTooBig', 'Int cannot represent non 32-bit signed integer value: (?<value>.+)'],
  ['notAFloat', 'Float cannot represent non numeric value: (?<value>.+)'],
  ['notAString', 'String cannot represent a non string value: (?<value>.+)'],
  ['notABoolean', 'Boolean cannot represent a non boolean value: (?<value>.+)'],
  ['notAnIdValue', 'ID cannot represent a non-string and non-integer value: (?<value>.+)'],
  ['notAnId', 'ID cannot represent value: (?<value>.+)'],
  ['notAnEnumString', `Enum "(?<type>${NAME})" cannot represent non-string value: (?<value>.+)\\.`],
  ['notAnEnumValue', `Enum "(?<type>${NAME})" cannot represent non-enum value: (?<value>.+)\\.`],
  ['unknownEnumValue', `Value "(?<value>${NAME})" does not exist in "(?<type>${NAME})" enum\\.`],
]);

// didYouMean's suffix: ' Did you mean "a", "b", or "c"?', possibly naming what it suggests.
const SUGGESTION = / Did you mean (?:(?<what>the enum value|to use an inline fragment on) )?(?<names>"[^"]*"(?:(?:, |,? or )"[^"]*")*)\?$/s;
const SUGGESTION_KEYS = { 'the enum value': 'didYouMeanEnumValue', 'to use an inline fragment on': 'didYouMeanInlineFragment' } as const;

/** A recognised message: its key and values, the messages inside it recognised too; `names` are alternatives. */
interface Recognised { key: Key; values: Record<string, string | string[] | Recognised> }

function recognise(text: string, patterns: Patterns = MESSAGES): Recognised | undefined {
  const suggestion = SUGGESTION.exec(text);
  const main = suggestion?.groups && recognise(text.slice(0, suggestion.index), patterns);
  if (suggestion?.groups && main) {
    const names = [...suggestion.groups.names.matchAll(/"([^"]*)"/g)].map((match) => match[1]);
    const what = suggestion.groups.what as keyof typeof SUGGESTION_KEYS | undefined;
    return { key: what ? SUGGESTION_KEYS[what] : 'didYouMean', values: { text: main, names } };
  }
  for (const [key, pattern] of patterns) {
    const match = pattern.exec(text);
    if (!match) continue;
    const values: Recognised['values'] = {};
    for (const [name, value] of Object.entries(match.groups ?? {})) {
      // A detail or reason no pattern knows stays as graphql-js wrote it, inside a translated frame.
      if (value !== undefined) values[name] = (NESTED.has(name) && recognise(value, key === 'syntaxError' ? SYNTAX : MESSAGES)) || value;
    }
    return { key, values };
  }
  return undefined;
}

const disjunctions = new Map<string, Intl.ListFormat>();

// How each language quotes a name, as its texts above do.
const QUOTES: Partial<Record<Language, readonly [string, string]>> = { de: ['„', '“'], es: ['«', '»'] };

/** „a“, „b“ oder „c“: names quoted and listed as `tag`'s language lists alternatives. */
function alternatives(names: string[], tag: string): string {
  const locale = formattingLocale(tag);
  let list = disjunctions.get(locale);
  if (!list) {
    list = new Intl.ListFormat(locale, { type: 'disjunction' });
    disjunctions.set(locale, list);
  }
  const [open, close] = QUOTES[languageOf(tag)] ?? ['"', '"'];
  return list.format(names.map((name) => `${open}${name}${close}`));
}

function say(recognised: Recognised, tag: string): string {
  const values: MessageValues = {};
  for (const [name, value] of Object.entries(recognised.values)) {
    values[name] = typeof value === 'string' ? value : Array.isArray(value) ? alternatives(value, tag) : say(value, tag);
  }
  return translate(graphqlErrorsCatalog, tag, recognised.key, values);
}

/**
 * graphql-js's `message` as a catalog Message: recognised, it is said in the reader's language with
 * its names and values as they were; otherwise framed ("Die Anfrage ist ungültig: …") around
 * graphql-js's text. English readers get graphql-js's text exactly, the pseudo-locale its accented copy.
 */
export function graphqlErrorText(message: string): Message {
  const recognised = recognise(message) ?? { key: 'unrecognised' as const, values: { detail: message } };
  return {
    key: recognised.key,
    english: message,
    in: (tag) => {
      const language = languageOf(tag);
      if (language === 'en') return message;
      return language === PSEUDO_LOCALE ? pseudoLocalize(message) : say(recognised, tag!);
    },
  };
}

/** The key `message` is recognised as (undefined when none), and its English said again from the catalog: for tests. */
export function recognisedAs(message: string): { key: Key; english: string } | undefined {
  const recognised = recognise(message);
  return recognised && { key: recognised.key, english: sayInEnglish(recognised) };
}

function sayInEnglish(recognised: Recognised): string {
  const values: MessageValues = {};
  for (const [name, value] of Object.entries(recognised.values)) {
    values[name] = typeof value === 'string' ? value : Array.isArray(value) ? englishAlternatives(value) : sayInEnglish(value);
  }
  return translate(graphqlErrorsCatalog, 'en', recognised.key, values);
}

// graphql-js's own list: "a", "a" or "b", "a", "b", or "c".
const englishAlternatives = (names: string[]) => {
  const quoted = names.map((name) => `"${name}"`);
  return quoted.length < 3 ? quoted.join(' or ') : `${quoted.slice(0, -1).join(', ')}, or ${quoted.at(-1)}`;
};
