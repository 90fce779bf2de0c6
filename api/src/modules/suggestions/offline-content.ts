/**
 * Offline content for the dashboard's "Daily Motivation" block.
 *
 * The message is assembled from one challenge opener + one focus-area line +
 * one adherence line (or a no-habits line), picked by the day. Every string is
 * one or two sentences, at most 220 characters, and must read well on its own
 * and next to any other string in this module.
 *
 * Pure data: no imports.
 */

/** Keys of the focus areas (goal categories); 'Development' is shown as Self-Development. */
export type FocusArea = 'Career' | 'Development' | 'Family' | 'Finance' | 'Fun' | 'Health' | 'Relationship' | 'Spiritual';
export type Challenge = 'No Clarity' | 'No Strategy' | 'Procrastinate' | 'Inconsistent' | 'Fear of Failure' | 'Overwhelmed' | 'No Resources' | 'Distracted' | 'Negative' | 'No Time' | 'No Support' | 'Unrealistic';

/** How the last 7 days went, as the adherence lines are chosen (offline-provider.ts). */
export type AdherenceBand = 'fresh' | 'none' | 'starting' | 'low' | 'steady' | 'strong';
export type AdherenceLines = Record<AdherenceBand, string[]>;

/**
 * The whole offline content in one language: English here, each translation in
 * offline-content.<language>.ts (the same strings, as a native speaker writes them). In the
 * adherence lines {done}, {possible} and {best} are ICU arguments; `yourHabits` stands for {best}
 * when no habit was done.
 */
export interface OfflineContent {
  challenges: Record<Challenge, string[]>;
  focusAreas: Record<FocusArea, string[]>;
  adherence: AdherenceLines;
  noHabits: string[];
  yourHabits: string;
}

/** Openers about the challenge the user named: at least 4 per challenge. */
export const CHALLENGE_MESSAGES: Record<Challenge, string[]> = {
  'No Clarity': [
    "Write one sentence that starts with 'By the end of this month, I want...' and finish it without editing. Clarity usually comes from a rough draft, not from waiting for the perfect answer.",
    "When everything feels fuzzy, pick the goal you would be most relieved to have finished and set the rest aside for a week. You can revisit the list later with better information.",
    "Try describing what a good ordinary Tuesday would look like a year from now. The details you write down are clues to which goals actually matter to you.",
    "Clarity grows from action more than from thinking. Choose one small experiment for today and notice whether it pulls you in or leaves you flat.",
    "Ask yourself what you keep coming back to when no one is watching. That repeated interest is a better compass than any list of shoulds.",
  ],
  'No Strategy': [
    "Take your main goal and break it into three milestones, then write down the very first action for the nearest one. A plan only needs to be clear enough to show the next step.",
    "Work backward from your goal: what has to be true a month before it, a week before that, and today? The answer to the last question is your task for now.",
    "Pick a fixed time and place for your most important habit, such as 'after morning coffee, at the kitchen table'. Linking it to an existing routine does much of the planning for you.",
    "Once a week, spend ten minutes reviewing what worked and what stalled, then adjust one thing. A simple strategy you revise beats a perfect one you never check.",
    "Limit yourself to three priorities for this week and write them where you will see them. Anything outside those three can wait without guilt.",
  ],
  Procrastinate: [
    "Pick the smallest next step on your list and give it five minutes before anything else. Starting is the hard part; momentum does the rest.",
    "Set a timer for ten minutes and promise yourself you can stop when it rings. More often than not, you will want to keep going once you have begun.",
    "Notice the exact moment you reach for a distraction and name the task you are avoiding. Then shrink that task until it feels almost too easy to skip.",
    "Decide tonight what you will do first tomorrow and leave everything ready for it. Removing the morning decision removes a lot of the delay.",
    "If a task feels heavy, allow yourself a deliberately rough first pass. Permission to do it badly is often what gets it done at all.",
  ],
  Inconsistent: [
    "Set a minimum version of each habit that takes two minutes or less, and count it as a win on hard days. Showing up briefly keeps the chain alive.",
    "Missing one day is normal; aim never to miss two in a row. That single rule keeps a slip from turning into a stop.",
    "Tie your habit to something you already do every day, like brushing your teeth or making coffee. The existing routine becomes your reminder.",
    "Check in at the same time each day so tracking becomes part of your rhythm. Consistency is easier when the 'when' is already decided.",
    "Look back at the days you did follow through and note what they had in common. Then set up tomorrow to look more like those days.",
  ],
  'Fear of Failure': [
    "Treat today's attempt as an experiment rather than a test. Experiments cannot fail; they only give you data for the next try.",
    "Write down the worst realistic outcome if this goes wrong, then one thing you would do about it. Fears tend to shrink once they have a plan attached.",
    "Lower the stakes by choosing a version of the goal small enough that falling short barely matters. Confidence is built from small finished things.",
    "Think of a setback you recovered from before and what helped you through it. You have handled uncertainty already, and the same skills still apply.",
    "Share a rough draft or first step with one trusted person before it feels ready. Early feedback costs far less than late perfection.",
  ],
  Overwhelmed: [
    "Write down everything on your mind, then circle just one item that would make today feel lighter. Do that one first and let the rest wait.",
    "When the list is too long, ask which single task would make three others easier or unnecessary. Start there and ignore the rest for an hour.",
    "Take a short pause before deciding anything: three slow breaths and a glass of water. A calmer mind sorts priorities faster.",
    "Give yourself permission to drop, delay or delegate one thing today. Shrinking the load is a legitimate strategy, not a failure.",
    "Break your day into a few focused blocks instead of one endless to-do list. Finishing a block gives you a clear sense of progress.",
  ],
  'No Resources': [
    "List what you already have: time slots, tools, skills and people you could ask. You may be closer to starting than it feels.",
    "Look for the free or low-cost version of what you need, such as a library book, a community group or an online course. Start there and upgrade only if it proves worthwhile.",
    "Design a version of your goal that works with what you have this week. Progress made with limited means still counts as progress.",
    "Ask one person for a specific, small kind of help today, like a recommendation or an introduction. Specific requests are much easier to say yes to.",
    "Consider trading what you have for what you need by offering a skill, some time or a favor in return. Resource gaps often close through people rather than money.",
  ],
  Distracted: [
    "Put your phone in another room for your next focused block of work. Distance does more than willpower when it comes to notifications.",
    "Before you start, write the one thing this session is for on a sticky note. When your attention drifts, the note brings you back.",
    "Work in sprints of 25 minutes followed by a five-minute break. Knowing a break is coming makes it easier to ignore interruptions.",
    "Close every tab and app you do not need for the task in front of you. A clean screen leaves fewer doors for your attention to wander through.",
    "Keep a scrap of paper nearby to jot down stray thoughts as they pop up. Capturing them lets you return to the task without worrying you will forget.",
  ],
  Negative: [
    "At the end of today, write down three things that went reasonably well, however small. Training your attention toward progress changes how the next day feels.",
    "When a harsh thought shows up, ask whether you would say it to a friend in the same spot. If not, rewrite it the way you would say it to them.",
    "Swap 'I have to' for 'I get to' on one task today and notice the difference. Small changes in wording can shift how a task feels.",
    "Spend a few minutes with someone or something that reliably lifts your mood before tackling the hard part of your day. A little energy makes effort easier.",
    "Notice one thing you did today that your past self would be glad about. Progress is easy to miss when you only look at the gaps.",
  ],
  'No Time': [
    "Find a ten-minute window you already have, such as a commute or the wait for the kettle, and give it to your goal. Small slots add up faster than you think.",
    "Track where your time goes for one day without changing anything. The gaps you find are usually bigger than expected.",
    "Schedule your habit in your calendar like an appointment. Time that is booked is much harder to give away.",
    "Pair your habit with something you already do, like listening to a lesson while you walk. Stacking saves time without needing a new slot.",
    "Say no to one low-value commitment this week and give that time to what matters most. Protecting your time is a skill you can practice.",
  ],
  'No Support': [
    "Tell one person about your goal and ask them to check in with you at the end of the week. A single accountability partner can make a real difference.",
    "Look for an online or local group working on a similar goal. People a few steps ahead of you are often the most useful support.",
    "Be your own coach for a moment: write yourself a short note of encouragement to read when motivation dips. Your own words can carry more weight than you expect.",
    "Let the people around you know what you are working on and what would help, even if it is just quiet time. Support often arrives once people know what to offer.",
    "Review your progress here each week as if you were cheering on a friend. Seeing the record of your own effort is its own kind of support.",
  ],
  Unrealistic: [
    "Cut your goal in half for now and make that version the target. Hitting a smaller goal builds the momentum to raise it later.",
    "Check your plan against a normal week, not your best one. A goal that fits an ordinary Wednesday is one you can keep.",
    "Aim for a process target, like 'work on it three times a week', instead of a result you cannot fully control. Processes are easier to keep realistic.",
    "Give your goal a deadline that feels slightly too generous. Extra room reduces pressure and makes steady progress more likely.",
    "Ask someone who has done something similar how long it actually took them. Real-world timelines help you set expectations that hold up.",
  ],
};

/** One-sentence nudges tied to the focus area: at least 4 per area. */
export const FOCUS_AREA_LINES: Record<FocusArea, string[]> = {
  Career: [
    "For your career, spend fifteen minutes today on one skill your next role will need.",
    "Reach out to one colleague or contact this week just to reconnect, since careers grow through people as much as through work.",
    "Before you close your laptop today, note one thing you did well at work so it is ready for your next review.",
    "Block your most focused hour for the career task that matters most, and guard it from meetings.",
    "Update one line of your resume or profile with something you achieved recently, while it is still fresh.",
  ],
  Development: [
    "Read ten pages of a book that stretches your thinking, and jot down one idea you want to try.",
    "Pick one skill you want to grow and practice it for fifteen minutes today, even if it feels clumsy.",
    "End the day with a two-line journal entry: what you learned and what you would do differently.",
    "Try something slightly outside your comfort zone today, such as asking a question you would usually keep to yourself.",
    "Choose a short course, podcast or tutorial on a topic you are curious about and finish one lesson this week.",
  ],
  Family: [
    "Set aside twenty minutes of phone-free time with your family today and let them choose the activity.",
    "Over dinner or a car ride, ask someone at home a question you have never asked them before, and really listen to the answer.",
    "Share a meal together this week with screens put away, and let the conversation go wherever it goes.",
    "Send a quick message to a relative you have not spoken to in a while, because small contact keeps family ties warm.",
    "Plan one simple family ritual for the weekend, like a walk or a game night, and put it on the calendar.",
  ],
  Finance: [
    "Review yesterday's spending in five minutes and note one purchase you would skip next time.",
    "Set up an automatic transfer to savings, even a small one, so progress happens without a daily decision.",
    "This week, review one recurring subscription or bill and decide whether it still earns its place.",
    "Choose one money goal for this month with a specific number, so you know exactly what you are working toward.",
    "Before any non-essential purchase today, wait 24 hours and see whether you still want it.",
  ],
  Fun: [
    "Schedule something you enjoy this week the same way you would schedule a meeting, so it actually happens.",
    "Spend twenty minutes on a hobby you loved as a kid and see whether it still sparks something.",
    "Invite a friend to something low-key, like a walk or a board game, because shared fun tends to stick.",
    "Give yourself a guilt-free hour this week for play, with no goal other than enjoying it.",
    "Try one small new thing today, such as a different route, a new recipe or a song you would not normally pick.",
  ],
  Health: [
    "Take a ten-minute walk today, ideally outside, and notice how you feel afterwards.",
    "Keep a glass of water within reach while you work and refill it each time it is empty.",
    "Tonight, choose a consistent wind-down time and put your screens away a little earlier than usual.",
    "Add one extra portion of vegetables to a meal today, since small swaps are easier to keep than big overhauls.",
    "Stand up and stretch for a couple of minutes each hour you spend sitting, and set a reminder if you tend to forget.",
  ],
  Relationship: [
    "Tell your partner or someone close one specific thing you appreciate about them today.",
    "Put your phone away during your next conversation with someone you care about and give them your full attention.",
    "Plan a small shared moment this week, like cooking together or an evening walk, and protect it on the calendar.",
    "When tension comes up today, repeat back what you heard before you respond, which slows things down in a good way.",
    "Ask someone close how their week is really going, then follow up on one detail later.",
  ],
  Spiritual: [
    "Spend five quiet minutes today in reflection, prayer or meditation, whichever fits your practice.",
    "Name one thing you are grateful for today and why it matters to you.",
    "Step outside for a few minutes and simply notice what is around you without rushing to the next thing.",
    "Do one small kind act today without telling anyone about it.",
    "Before bed, ask yourself whether today's choices matched what you value most, and note one thing to carry into tomorrow.",
  ],
};

/**
 * Sentences about the user's last 7 days of habit check-ins, by how it went. Placeholders:
 * {done} (check-ins done), {possible} (check-ins possible), {best} (name of the habit done most).
 * At least 3 per band. `fresh`: habits held, but no check-in counted yet (added today, nothing due
 * before): no numbers, since "0 of 0" would read as a fault.
 */
export const ADHERENCE_LINES: AdherenceLines = {
  fresh: [
    "Your habits start today, so there is nothing to count yet. Tick off the first one and this message will keep score with you from tomorrow.",
    "A fresh start: your habits are set and today is their first day. Do the easiest one first, so the day begins with a win.",
    "Your new habits are ready and waiting. Pick one, do a small version of it today, and let the routine grow from there.",
  ],
  none: [
    "No habits were checked in this week, and that is okay, because weeks like this happen. Pick your easiest habit and do a two-minute version of it today.",
    "This week slipped by without check-ins, which says nothing about what you can do next. Restart with one habit, done small, and let that be enough for today.",
    "Your count for this week is 0 of {possible}, so make the next check-in as easy as it can be. Choose a single habit and do the smallest version of it today.",
    "A quiet week is a pause, not an ending. Check in on just one habit today and treat it as your fresh start.",
    "Life got in the way of your habits this week, and a fresh start is only one check-in away. Scale one habit down until it feels almost too easy, then do it today.",
  ],
  starting: [
    "Welcome to your first few days of tracking, with {done} of {possible} check-ins so far. Early days are for finding a rhythm, so keep it light and keep showing up.",
    "You are just getting started, with {done} of {possible} check-ins logged. Notice which times of day work best for you, because that insight pays off later.",
    "Your habits are only a few days old, and so far you have {done} of {possible} check-ins. Keep each one small enough that tomorrow feels easy too.",
    "In these first days you have put {done} of {possible} check-ins on the board. The first week is about building the routine, not about being perfect.",
    "Since your tracking has just begun, think of {done} of {possible} check-ins as your starting line. Keep the bar low this week so the routine has a chance to settle.",
  ],
  low: [
    "You checked in {done} of {possible} times this week, and every one of those counts. Pick the habit that felt easiest and aim to do it one more day than last week.",
    "This week you completed {done} out of {possible} check-ins, a foundation you can build on. Try shrinking your hardest habit to a two-minute version so it fits on busy days.",
    "Over the last seven days you logged {done} of {possible} check-ins. Consider focusing on one or two habits for now rather than trying to do everything at once.",
    "With {done} of {possible} check-ins done, there is room to grow and no need for guilt. Attach one habit to a routine you never skip, like your morning coffee.",
    "So far this week you have {done} of {possible} check-ins, which leaves some easy wins on the table. Choose the habit that takes the least time and do it first thing tomorrow.",
  ],
  steady: [
    "You managed {done} of {possible} check-ins this week, a solid and steady pace. Look at which day tends to slip and plan a small backup for it.",
    "Overall you logged {done} of {possible} check-ins this week, and {best} led the way. Borrow whatever makes that habit easy and apply it to the one you skip most.",
    "With {done} of {possible} check-ins, you are showing up more often than not. Nudge it higher by preparing tonight for the habit you most often miss.",
    "This week's tally is {done} out of {possible} check-ins, with {best} showing up most often. Keep that momentum and add just one more check-in next week.",
    "Your week came in at {done} of {possible} check-ins, which is real, repeatable progress. Keep what is working and adjust only one thing for next week.",
  ],
  strong: [
    "Excellent week: {done} of {possible} check-ins, with {best} leading the way. Consistency like this is how habits become part of who you are.",
    "You completed {done} out of {possible} check-ins this week, which is a strong rhythm. Take a moment to notice what made it work so you can repeat it.",
    "Your standout this week was {best}, part of an impressive {done} of {possible} check-ins. When a routine feels this settled, consider raising the bar slightly.",
    "That is {done} of {possible} check-ins this week, a genuinely strong result. Celebrate it, and keep protecting the routines behind it, especially {best}.",
    "Hitting {done} of {possible} check-ins is a week to be proud of. Keep your routines simple and protected, because this kind of consistency builds on itself.",
  ],
};

/** For users with no habits yet: at least 3. */
export const NO_HABITS_LINES: string[] = [
  "You have not added any habits yet, so start with one that takes under five minutes a day. Small habits are the easiest to keep and the quickest way to build confidence.",
  "Pick one habit from the Habits page that supports your main goal and check it in tomorrow. One habit tracked is better than five planned.",
  "Habits are where goals turn into daily action. Add a single habit today, such as a short walk or ten minutes of reading, and see how it feels.",
  "Your habit list is empty for now, which makes this a good moment to choose carefully. Go for something small and specific that you can do at the same time each day.",
];

export const OFFLINE_CONTENT_EN: OfflineContent = {
  challenges: CHALLENGE_MESSAGES, focusAreas: FOCUS_AREA_LINES, adherence: ADHERENCE_LINES, noHabits: NO_HABITS_LINES, yourHabits: 'your habits',
};
