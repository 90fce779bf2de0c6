import { type Catalog, messagesOf } from '../../shared/i18n/messages';

/** The refusals of goal plans and milestones (issue 29), in every language; English as clients saw it before. */
const catalog = {
  en: {
    milestoneBlank: 'Please enter the milestone: it cannot be blank.',
    milestoneTooLong: 'A milestone must be at most {max} characters.',
    doneBoolean: 'done must be true or false',
    milestoneAfterTarget: 'The milestone\'s date, {dueOn}, is after the goal\'s target date, {target}. Choose a day on or before {target}, or move the target date in the same change.',
    tooManyMilestones: 'A goal holds at most {max} milestones. Combine some, or remove the ones you no longer need.',
    addMilestone: 'Add at least one milestone.',
    fullOrder: 'Give every milestone of the goal, each once, in its new order.',
  },
  de: {
    milestoneBlank: 'Bitte gib den Meilenstein ein: Er darf nicht leer sein.',
    milestoneTooLong: 'Ein Meilenstein darf höchstens {max} Zeichen lang sein.',
    doneBoolean: 'done muss true oder false sein',
    milestoneAfterTarget: 'Das Datum des Meilensteins, {dueOn}, liegt nach dem Zieldatum des Ziels, {target}. Wähle einen Tag am oder vor dem {target} oder verschiebe das Zieldatum in derselben Änderung.',
    tooManyMilestones: 'Ein Ziel hat höchstens {max} Meilensteine. Fasse einige zusammen oder entferne die, die du nicht mehr brauchst.',
    addMilestone: 'Füge mindestens einen Meilenstein hinzu.',
    fullOrder: 'Gib jeden Meilenstein des Ziels genau einmal an, in seiner neuen Reihenfolge.',
  },
  es: {
    milestoneBlank: 'Escribe el hito: no puede quedar vacío.',
    milestoneTooLong: 'Un hito puede tener como máximo {max} caracteres.',
    doneBoolean: 'done debe ser true o false',
    milestoneAfterTarget: 'La fecha del hito, {dueOn}, es posterior a la fecha límite del objetivo, {target}. Elige un día igual o anterior al {target}, o cambia la fecha límite en el mismo cambio.',
    tooManyMilestones: 'Un objetivo puede tener como máximo {max} hitos. Combina algunos o elimina los que ya no necesites.',
    addMilestone: 'Añade al menos un hito.',
    fullOrder: 'Indica todos los hitos del objetivo, cada uno una vez, en su nuevo orden.',
  },
  ar: {
    milestoneBlank: 'يُرجى إدخال المرحلة: لا يمكن أن تكون فارغة.',
    milestoneTooLong: 'يجب ألا يتجاوز طول المرحلة {max} حرفًا.',
    doneBoolean: 'يجب أن تكون قيمة done إما true أو false',
    milestoneAfterTarget: 'تاريخ المرحلة، {dueOn}، يقع بعد التاريخ المستهدف للهدف، {target}. اختر يومًا في {target} أو قبله، أو غيّر التاريخ المستهدف في التعديل نفسه.',
    tooManyMilestones: 'يمكن أن يضم الهدف {max} مرحلة على الأكثر. ادمج بعضها، أو احذف ما لم تعد بحاجة إليه.',
    addMilestone: 'أضف مرحلة واحدة على الأقل.',
    fullOrder: 'أرسل كل مراحل الهدف، كلًّا منها مرة واحدة، بترتيبها الجديد.',
  },
} satisfies Catalog<string>;

export const goalPlansCatalog: Catalog<keyof typeof catalog.en> = catalog;
export const goalPlansText = messagesOf(goalPlansCatalog, 'goalPlans');
