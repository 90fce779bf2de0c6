// Seed catalogue for Cairn: example goals and habits per category, plus the supported locales.

export interface SeedItem {
  text: string;
  headline: string;
  description: string;
}

/** A language's built-in items (catalogue.de.ts, …): each English item's `text` → the item in that language. */
export type CatalogueTranslation = Record<string, SeedItem>;

export type GoalCategory =
  | 'Career'
  | 'Development'
  | 'Family'
  | 'Finance'
  | 'Fun'
  | 'Health'
  | 'Relationship'
  | 'Spiritual';

export type HabitCategory = GoalCategory | 'Essential';

export const GOALS: Record<GoalCategory, SeedItem[]> = {
  Career: [
    {
      text: 'Earn a promotion to the next level within 18 months',
      headline: 'Earn a promotion',
      description:
        'Ask your manager what the next level looks like in concrete terms, then collect evidence of those skills every month so the case makes itself.',
    },
    {
      text: 'Pass a professional certification exam in your field by the end of the year',
      headline: 'Get certified',
      description:
        'A recognised credential makes your skills visible to employers. Book the exam date first, then work backwards into a weekly study plan.',
    },
    {
      text: 'Rewrite your resume and professional profile within 2 weeks',
      headline: 'Refresh your resume',
      description:
        'An up-to-date resume means you are ready when an opportunity appears. Start by listing three results you are proud of from the last year.',
    },
    {
      text: 'Have coffee with 12 people in your industry over the next 6 months',
      headline: 'Grow your network',
      description:
        'Most good opportunities come through people, not job boards. Two conversations a month is enough to build real connections without burning out.',
    },
    {
      text: 'Negotiate a pay rise of at least 5% at your next review',
      headline: 'Negotiate a raise',
      description:
        'Research market rates for your role and write down your achievements with numbers attached. Practise the conversation out loud before the meeting.',
    },
    {
      text: 'Lead one cross-team project from kickoff to delivery this year',
      headline: 'Lead a project',
      description:
        'Leading a project shows you can coordinate people, not just tasks. Volunteer for something small and well defined so you can deliver it cleanly.',
    },
    {
      text: 'Give a talk at a meetup or conference within 9 months',
      headline: 'Speak at an event',
      description:
        'Speaking builds your reputation faster than almost anything else. Start with a 10-minute lightning talk on a problem you recently solved at work.',
    },
    {
      text: 'Apply to 20 roles that match your target job within 3 months',
      headline: 'Land a new role',
      description:
        'A steady pipeline takes the pressure off any single application. Aim for two tailored applications a week and keep a simple tracker of each one.',
    },
    {
      text: 'Find a mentor and meet with them once a month for a year',
      headline: 'Find a mentor',
      description:
        'A good mentor helps you avoid mistakes they have already made. Ask someone two steps ahead of you for a single 30-minute chat to begin.',
    },
    {
      text: 'Build a portfolio of 3 strong work samples by the end of the quarter',
      headline: 'Build a portfolio',
      description:
        'Showing your work beats describing it. Pick projects that show different skills and write a short note on the problem, your approach and the result.',
    },
    {
      text: 'Launch a side business that earns its first $500 within 6 months',
      headline: 'Start a side business',
      description:
        'The first sale teaches you more than months of planning. Offer one simple product or service to people you already know and learn from their feedback.',
    },
    {
      text: 'Cut your weekly meeting time by 25% within 2 months',
      headline: 'Reclaim meeting time',
      description:
        'Fewer meetings means more time for work that moves things forward. Review your calendar and decline, shorten or replace one meeting each week.',
    },
    {
      text: 'Mentor a junior colleague through their first year in the role',
      headline: 'Mentor someone',
      description:
        'Teaching others sharpens your own thinking and builds leadership skills. Agree on a regular slot and let them set the agenda for each session.',
    },
  ],
  Development: [
    {
      text: 'Read 24 books in the next 12 months',
      headline: 'Read 24 books',
      description:
        'Two books a month is about 25 pages a day. Keep your next book lined up so you never lose momentum between titles.',
    },
    {
      text: 'Reach a conversational level in a new language within 12 months',
      headline: 'Learn a language',
      description:
        'Short daily practice beats long weekend sessions. Once you know a few hundred words, book a weekly conversation with a tutor or language partner.',
    },
    {
      text: 'Complete an online course, including every assignment, within 8 weeks',
      headline: 'Finish a course',
      description:
        'Most online courses are abandoned in week two. Put fixed study sessions in your calendar and treat them like appointments you cannot move.',
    },
    {
      text: 'Write a 50,000-word first draft of a novel in 3 months',
      headline: 'Draft a novel',
      description:
        'That is about 550 words a day, roughly half an hour of writing. Give yourself permission to write badly; editing comes later.',
    },
    {
      text: 'Touch-type at 60 words per minute within 10 weeks',
      headline: 'Touch-type at 60 WPM',
      description:
        'Typing without looking frees your attention for thinking. Fifteen minutes of focused practice a day is enough to see steady gains.',
    },
    {
      text: 'Build and publish a personal website within 6 weeks',
      headline: 'Publish a personal site',
      description:
        'A personal site is a home for your work and ideas that you control. Start with a single page: who you are, what you do and how to reach you.',
    },
    {
      text: 'Give 3 practice speeches at a speaking club within 3 months',
      headline: 'Speak with confidence',
      description:
        'Confidence in public speaking comes from repetition in a safe room. Local speaking clubs give you structured feedback from people who want you to improve.',
    },
    {
      text: 'Spend one full week without social media within the next month',
      headline: 'Social media break',
      description:
        'A week away shows you how much attention those apps really take. Delete them from your phone for the week and notice what you do with the time.',
    },
    {
      text: 'Learn the basics of programming and build a small working app in 12 weeks',
      headline: 'Learn to code',
      description:
        'Building something real keeps you motivated far better than tutorials alone. Choose a tiny app you would actually use, like a shopping list.',
    },
    {
      text: 'Identify your top 5 values and write a personal mission statement this month',
      headline: 'Define your values',
      description:
        'Knowing what matters to you makes decisions easier. Think of moments you felt proud or frustrated and ask which value was involved.',
    },
    {
      text: 'Do one thing outside your comfort zone every day for 30 days',
      headline: 'Comfort zone challenge',
      description:
        'Small, regular stretches make bigger challenges feel possible. Keep them modest: speak first in a meeting, try a new route, ask a stranger a question.',
    },
    {
      text: 'Study one topic in depth through 20 lectures or podcast episodes by the end of the quarter',
      headline: 'Deep-dive a topic',
      description:
        'Going deep on one subject builds real understanding rather than scattered facts. Take a few notes after each session and summarise them at the end.',
    },
    {
      text: 'Wake up at 6 a.m. on weekdays for 30 days in a row',
      headline: 'Become an early riser',
      description:
        'A quiet early hour is ideal for reading, exercise or planning. Move your wake time 15 minutes earlier each week rather than all at once.',
    },
  ],
  Family: [
    {
      text: 'Eat dinner together as a family at least 5 nights a week for 2 months',
      headline: 'Family dinners',
      description:
        'Shared meals are one of the simplest ways to stay connected. Agree on a regular time and keep the meal simple so it is easy to protect.',
    },
    {
      text: 'Plan and take a family holiday before the end of summer',
      headline: 'Family holiday',
      description:
        'Time away together creates memories everyone talks about for years. Involve the kids in choosing the destination and a few activities.',
    },
    {
      text: 'Call your parents or grandparents every week for 6 months',
      headline: 'Stay close to parents',
      description:
        'A regular call keeps you part of each other\'s everyday lives. Pick a fixed day and time so it becomes something both sides look forward to.',
    },
    {
      text: 'Put together a printed family photo album of this year by December',
      headline: 'Family photo album',
      description:
        'Photos on a phone are rarely looked at again. Choosing your favourites each month makes the final album a quick and happy job.',
    },
    {
      text: 'Have a one-on-one outing with each child every month for a year',
      headline: 'One-on-one time',
      description:
        'Children open up differently when they have a parent to themselves. It does not need to cost much: a walk, a cafe visit or a trip to the library works.',
    },
    {
      text: 'Hold a 20-minute family meeting every week for 3 months',
      headline: 'Weekly family meeting',
      description:
        'A short weekly meeting heads off clashes over schedules and chores. Start with something that went well, then plan the week ahead together.',
    },
    {
      text: 'Write a will and name guardians for your children within 60 days',
      headline: 'Write a will',
      description:
        'A will protects the people you love if the unexpected happens. Make a list of your assets and wishes first, then book time with a professional.',
    },
    {
      text: 'Record the life stories of an older relative in 6 interviews by the end of the year',
      headline: 'Record family stories',
      description:
        'These stories are lost once they are not told. Use your phone to record short conversations about childhood, work and the big moments of their life.',
    },
    {
      text: 'Start a weekly family game night and keep it going for 6 months',
      headline: 'Family game night',
      description:
        'Games give everyone a reason to laugh together away from screens. Let each family member take turns choosing the game.',
    },
    {
      text: 'Limit recreational screen time at home to 1 hour on weeknights within 4 weeks',
      headline: 'Less screen time',
      description:
        'Less screen time leaves room for conversation, play and better sleep. Agree on the rules together and have a basket of alternatives ready.',
    },
    {
      text: 'Organise a reunion with your extended family within 9 months',
      headline: 'Family reunion',
      description:
        'Reunions keep cousins and distant relatives connected. Set a date early, share the planning with one or two relatives and keep the format relaxed.',
    },
    {
      text: 'Teach your child to ride a bike or swim before the end of summer',
      headline: 'Teach a new skill',
      description:
        'Learning a big skill together builds trust and lasting memories. Short, frequent sessions work better than long ones for young learners.',
    },
    {
      text: 'Set up a shared chore chart that splits household work fairly within 2 weeks',
      headline: 'Fair chore chart',
      description:
        'When chores are visible and shared, resentment has less room to grow. List every recurring task, then divide them by age, time and preference.',
    },
    {
      text: 'Make a family emergency plan and supply kit within 1 month',
      headline: 'Family emergency plan',
      description:
        'Knowing what to do in a crisis brings real peace of mind. Agree on a meeting point, write down key phone numbers and pack water, food and a torch.',
    },
  ],
  Finance: [
    {
      text: 'Save a 3-month emergency fund by December',
      headline: 'Emergency fund',
      description:
        'An emergency fund turns a crisis into an inconvenience. Work out your essential monthly costs, then automate a transfer on payday.',
    },
    {
      text: 'Pay off all credit card debt within 12 months',
      headline: 'Clear credit card debt',
      description:
        'Card interest quietly eats your income. List every balance, pay the minimums on all of them, and put every spare amount towards one card at a time.',
    },
    {
      text: 'Track every expense for 90 days',
      headline: 'Track your spending',
      description:
        'You cannot change what you do not measure. After three months you will see exactly where your money goes and where it leaks.',
    },
    {
      text: 'Create a monthly budget and stay within it for 3 months in a row',
      headline: 'Stick to a budget',
      description:
        'A budget is a plan that lets you spend without guilt. Start with a few broad categories and adjust after the first month based on real numbers.',
    },
    {
      text: 'Raise your retirement contributions by 2% of your income this quarter',
      headline: 'Boost retirement savings',
      description:
        'Small increases now compound into large sums later. Time the change with a pay rise so your take-home pay never feels smaller.',
    },
    {
      text: 'Save 10% of a home deposit within 2 years',
      headline: 'Home deposit',
      description:
        'A clear target turns a distant dream into monthly steps. Divide the amount by the number of months and keep the savings in a separate account.',
    },
    {
      text: 'Raise your credit score by 50 points within 12 months',
      headline: 'Improve your credit score',
      description:
        'A better score means cheaper loans and easier approvals. Pay every bill on time, keep card balances low and check your report for errors.',
    },
    {
      text: 'Cancel every subscription you have not used in the past month within 2 weeks',
      headline: 'Cut unused subscriptions',
      description:
        'Forgotten subscriptions add up quietly. Go through three months of statements and list every recurring charge before deciding what to keep.',
    },
    {
      text: 'Invest a fixed amount in a low-cost index fund every month for a year',
      headline: 'Start investing',
      description:
        'Regular investing smooths out market ups and downs. Start with an amount small enough that you will never need to pause it.',
    },
    {
      text: 'Pay off your car loan 6 months ahead of schedule',
      headline: 'Pay off your car early',
      description:
        'Paying early saves interest and frees up monthly cash flow. Even a small extra payment each month shortens the loan noticeably.',
    },
    {
      text: 'Write a net worth statement and update it every quarter for a year',
      headline: 'Know your net worth',
      description:
        'Net worth shows your true financial direction better than income does. List what you own and what you owe in a simple spreadsheet.',
    },
    {
      text: 'Earn an extra $300 a month from a side income within 6 months',
      headline: 'Extra monthly income',
      description:
        'A second income stream adds security and options. Look at skills people already ask you for help with, such as tutoring, repairs or design.',
    },
    {
      text: 'Go 30 days without any non-essential purchases',
      headline: 'No-spend month',
      description:
        'A month without extras resets your spending habits and shows what you really need. Write down what counts as essential before you begin.',
    },
    {
      text: 'Save for next summer\'s holiday in cash so it costs nothing in debt',
      headline: 'Debt-free holiday',
      description:
        'A holiday paid for upfront is far more relaxing than one you pay off for months. Estimate the total cost and set aside a fixed sum each payday.',
    },
  ],
  Fun: [
    {
      text: 'Learn to play 5 songs on the guitar within 4 months',
      headline: 'Play the guitar',
      description:
        'Five songs is enough to play for friends around a fire. Choose songs you love that use the same few chords so progress comes quickly.',
    },
    {
      text: 'Cook 10 new recipes from different cuisines within 3 months',
      headline: 'Cook new cuisines',
      description:
        'Cooking from other cultures turns dinner into a small adventure. Pick one new recipe every week and invite someone to taste the results.',
    },
    {
      text: 'Visit 3 places you have never been within the next year',
      headline: 'Explore new places',
      description:
        'New places refresh your perspective, and they do not need to be far away. Start with a town or park a short trip from home.',
    },
    {
      text: 'Complete a 1,000-piece jigsaw puzzle or model kit by the end of the month',
      headline: 'Finish a puzzle',
      description:
        'Slow, absorbing projects are a great way to switch off your mind. Leave it set up somewhere visible so you can add a few pieces whenever you pass.',
    },
    {
      text: 'Go camping overnight at least twice this summer',
      headline: 'Go camping',
      description:
        'A night under the stars is a reset for body and mind. Borrow gear for the first trip and choose a campsite with facilities to keep it easy.',
    },
    {
      text: 'Take an 8-week dance, pottery or art class',
      headline: 'Take a creative class',
      description:
        'A class gives you structure, a teacher and people to learn alongside. Choose something you have always been curious about, not something you already do well.',
    },
    {
      text: 'Watch the 20 films on your must-see list by the end of the year',
      headline: 'Film watch list',
      description:
        'A list turns random streaming into something you look forward to. Add a short note after each film about what stayed with you.',
    },
    {
      text: 'Hike 10 new trails within 6 months',
      headline: 'Hike new trails',
      description:
        'Each new trail is a small adventure with fresh air included. Keep a simple log of where you went and rate each one for next time.',
    },
    {
      text: 'Take a day trip somewhere new every month for the next 6 months',
      headline: 'Monthly day trips',
      description:
        'Day trips give you the feeling of a holiday without the cost. Pick the dates in advance so they do not get swallowed by chores.',
    },
    {
      text: 'See 4 live concerts, plays or sports events this year',
      headline: 'See live events',
      description:
        'Live events have an energy that screens cannot match. Follow a few local venues so you hear about shows before they sell out.',
    },
    {
      text: 'Complete a 12-month photography project and print your 12 favourite shots by December',
      headline: 'Photography project',
      description:
        'A monthly theme trains your eye and gives you a reason to get out. Printing the best shots turns them into something you can enjoy every day.',
    },
    {
      text: 'Host a dinner party for friends within the next 6 weeks',
      headline: 'Host a dinner party',
      description:
        'Hosting brings people together and is more fun than it sounds. Keep the menu to dishes you know well so you can enjoy the evening too.',
    },
    {
      text: 'Grow your own herbs or vegetables and harvest a first crop by the end of summer',
      headline: 'Grow a garden',
      description:
        'Eating something you grew yourself is deeply satisfying. Start small with a few pots of herbs, lettuce or tomatoes on a sunny windowsill.',
    },
    {
      text: 'Try a new hobby every month for 12 months',
      headline: 'Hobby of the month',
      description:
        'Sampling hobbies is the quickest way to find one you love. Keep each trial cheap and low-pressure; the aim is curiosity, not mastery.',
    },
  ],
  Health: [
    {
      text: 'Run a 5K in under 30 minutes within 12 weeks',
      headline: 'Run a 5K',
      description:
        'A 5K is a great first race and a clear fitness milestone. Follow a beginner plan with three short runs a week and one easy rest day between each.',
    },
    {
      text: 'Average 10,000 steps a day for 30 days',
      headline: '10,000 steps a day',
      description:
        'Walking more is one of the easiest ways to improve your health. Break it up with short walks after meals and take calls on your feet.',
    },
    {
      text: 'Lose 5 kg (about 11 lb) in 3 months through better eating and exercise',
      headline: 'Lose 5 kg',
      description:
        'Steady loss of under half a kilo a week is more likely to last. Focus on protein, vegetables and regular movement rather than strict rules.',
    },
    {
      text: 'Do 20 consecutive push-ups within 8 weeks',
      headline: '20 push-ups',
      description:
        'Push-ups build upper-body and core strength without any equipment. Start on your knees or against a wall and add a few reps each week.',
    },
    {
      text: 'Go 30 days without drinking alcohol',
      headline: 'Alcohol-free month',
      description:
        'A month off alcohol often brings better sleep, more energy and clearer skin. Stock up on drinks you enjoy so you have something ready at social events.',
    },
    {
      text: 'Average at least 7 hours of sleep a night for the next 6 weeks',
      headline: 'Sleep 7+ hours',
      description:
        'Sleep affects your mood, weight, focus and immunity. Work back from your wake-up time to set a bedtime, and keep it on weekends too.',
    },
    {
      text: 'Strength train 3 times a week for 3 months',
      headline: 'Build strength',
      description:
        'Strength training protects your joints, bones and metabolism as you age. Begin with basic moves like squats, rows and presses, and focus on good form.',
    },
    {
      text: 'Book and attend a full health check-up and dental appointment within 30 days',
      headline: 'Health check-up',
      description:
        'Regular check-ups catch problems early, when they are easiest to treat. Write down any questions beforehand so you make the most of the visit.',
    },
    {
      text: 'Eat 5 portions of fruit and vegetables every day for 8 weeks',
      headline: 'Five a day',
      description:
        'Fruit and vegetables bring fibre, vitamins and lasting energy. Add one portion to breakfast and two to dinner and you are most of the way there.',
    },
    {
      text: 'Quit smoking or vaping completely within 3 months',
      headline: 'Quit smoking',
      description:
        'Stopping is the single biggest thing you can do for your health. Set a quit date, tell people you trust, and ask a doctor about support options.',
    },
    {
      text: 'Touch your toes after 6 weeks of daily stretching',
      headline: 'Improve flexibility',
      description:
        'Better flexibility reduces aches and makes everyday movement easier. Ten minutes of gentle stretching after a warm shower is a good place to start.',
    },
    {
      text: 'Complete a half marathon within 6 months',
      headline: 'Half marathon',
      description:
        'Training for a half marathon gives structure to months of exercise. Build your longest run by about 10% a week and respect the rest days.',
    },
    {
      text: 'Keep added sugar under 25 grams a day for 1 month',
      headline: 'Cut added sugar',
      description:
        'Cutting sugar steadies your energy and reduces cravings after the first week. Start by checking labels on drinks, sauces and breakfast foods.',
    },
    {
      text: 'Swim 1 km without stopping within 10 weeks',
      headline: 'Swim 1 km',
      description:
        'Swimming works your whole body while being gentle on your joints. Alternate lengths of swimming and resting, then slowly cut the rests.',
    },
  ],
  Relationship: [
    {
      text: 'Go on a date night with your partner every week for 3 months',
      headline: 'Weekly date night',
      description:
        'Regular time together keeps a relationship from running on autopilot. It can be simple: a walk, a home-cooked meal or a film with phones away.',
    },
    {
      text: 'Reconnect with 5 old friends you have lost touch with within 2 months',
      headline: 'Reconnect with friends',
      description:
        'Old friends are often happy to hear from you. A short message mentioning a shared memory is an easy and warm way to restart the conversation.',
    },
    {
      text: 'Plan a surprise weekend away for your partner within 6 months',
      headline: 'Weekend getaway',
      description:
        'A weekend away gives you time to focus on each other without daily distractions. Choose a place that matches what your partner loves most.',
    },
    {
      text: 'Make 2 new friends in your area within 6 months',
      headline: 'Make new friends',
      description:
        'Friendships grow from repeated contact, so look for activities that meet regularly. Suggest a coffee after the third or fourth time you meet someone.',
    },
    {
      text: 'Learn how your partner best feels loved and act on it every week for a month',
      headline: 'Show love their way',
      description:
        'People feel cared for in different ways: words, time, help, gifts or touch. Ask your partner directly, then make a small gesture each week.',
    },
    {
      text: 'Mark every close friend\'s birthday this year with a card or a call',
      headline: 'Never miss a birthday',
      description:
        'Remembering birthdays tells people they matter to you. Put them all in your calendar now with a reminder a few days in advance.',
    },
    {
      text: 'Resolve one long-standing conflict with an honest conversation this month',
      headline: 'Resolve a conflict',
      description:
        'Unresolved tension quietly drains a relationship. Choose a calm moment, speak about how you feel rather than what they did, and listen fully.',
    },
    {
      text: 'Read a book about communication with your partner within 2 months',
      headline: 'Read together',
      description:
        'Reading the same book gives you a shared language for tricky topics. Read a chapter each, then talk about one idea you want to try.',
    },
    {
      text: 'Join a club or group to meet like-minded people within 4 weeks',
      headline: 'Join a community',
      description:
        'Shared interests make it easy to connect with new people. Look for groups that meet weekly, such as sports teams, choirs or book clubs.',
    },
    {
      text: 'Spend one phone-free evening a week with your partner for 2 months',
      headline: 'Phone-free evenings',
      description:
        'Putting phones away signals that your partner has your full attention. Leave them in another room and see how the conversation changes.',
    },
    {
      text: 'Write a heartfelt thank-you letter to 3 people who shaped your life by the end of the year',
      headline: 'Letters of thanks',
      description:
        'Telling people how they helped you strengthens the bond and lifts both of you. Be specific about what they did and what it meant.',
    },
    {
      text: 'Set up a monthly catch-up with your closest friend for the next 6 months',
      headline: 'Monthly friend catch-up',
      description:
        'Even close friendships fade without regular contact. Agree on a recurring date so you never have to find time from scratch.',
    },
    {
      text: 'Go on a first date with someone new within the next 2 months',
      headline: 'Start dating again',
      description:
        'Putting yourself out there is the hardest part. Keep first dates short and low-key, like a coffee or a walk, so they feel easy.',
    },
    {
      text: 'Attend a couples workshop or 3 counselling sessions together within 3 months',
      headline: 'Invest in your relationship',
      description:
        'You do not need to be in crisis to benefit from support. A few guided sessions can give you new tools to handle everyday friction.',
    },
  ],
  Spiritual: [
    {
      text: 'Meditate for 10 minutes a day for 60 days in a row',
      headline: 'Daily meditation',
      description:
        'Regular meditation calms the mind and sharpens attention. Use a timer, sit comfortably and gently bring your focus back to your breath when it drifts.',
    },
    {
      text: 'Complete an 8-week mindfulness course',
      headline: 'Mindfulness course',
      description:
        'A structured course gives you guidance and a steady practice. Many are available online or through local community centres.',
    },
    {
      text: 'Attend a weekend silent retreat within 6 months',
      headline: 'Silent retreat',
      description:
        'A few days of silence lets you hear your own thoughts clearly. Choose a retreat suited to beginners and arrive with no expectations.',
    },
    {
      text: 'Read one sacred or philosophical text from cover to cover this year',
      headline: 'Study a sacred text',
      description:
        'Foundational texts have guided people for centuries. Read a few pages at a time and write down one line that speaks to you.',
    },
    {
      text: 'Volunteer 50 hours for a cause you care about this year',
      headline: 'Volunteer 50 hours',
      description:
        'Serving others gives a deep sense of meaning and connection. About one hour a week gets you there; find a role that fits your skills.',
    },
    {
      text: 'Keep a gratitude journal every day for 90 days',
      headline: 'Gratitude journal',
      description:
        'Noticing what is good trains your mind to find it more easily. Write three specific things each evening, even on difficult days.',
    },
    {
      text: 'Spend one device-free day in nature every month for 6 months',
      headline: 'Days in nature',
      description:
        'Time in nature restores attention and puts worries in proportion. Plan a route to a park, coast or forest and leave the phone in your bag.',
    },
    {
      text: 'Attend a service, gathering or meditation group every week for 3 months',
      headline: 'Find your community',
      description:
        'Practising with others brings support and a sense of belonging. Try a few different groups before deciding which one feels right.',
    },
    {
      text: 'Write down your core beliefs and what gives your life meaning within a month',
      headline: 'Clarify your beliefs',
      description:
        'Putting your beliefs into words helps you live by them. Start with a few questions: what do I trust, what do I hope for, what do I owe others?',
    },
    {
      text: 'Practise yoga 3 times a week for 12 weeks',
      headline: 'Regular yoga practice',
      description:
        'Yoga connects breath, body and mind in one practice. Beginner videos or a local class will teach you safe foundations.',
    },
    {
      text: 'Keep one day a week free of work and errands for 2 months',
      headline: 'Weekly day of rest',
      description:
        'A true day of rest restores energy and reminds you that you are more than your output. Prepare the day before so nothing urgent intrudes.',
    },
    {
      text: 'Do one anonymous act of kindness every week for 3 months',
      headline: 'Anonymous kindness',
      description:
        'Kindness with no credit attached is its own reward. Pay for a stranger\'s coffee, leave an encouraging note or quietly help a neighbour.',
    },
    {
      text: 'Work through forgiving one old hurt, with a journal or counsellor, within 3 months',
      headline: 'Practise forgiveness',
      description:
        'Forgiveness is about freeing yourself rather than excusing the other person. Writing about what happened and how it affected you is a good first step.',
    },
    {
      text: 'Watch the sunrise once a week for 2 months',
      headline: 'Greet the sunrise',
      description:
        'Watching the day begin is a simple way to feel part of something larger. Find a spot with an open view to the east and bring a warm drink.',
    },
  ],
};

export const HABITS: Record<HabitCategory, SeedItem[]> = {
  Career: [
    {
      text: 'Spend your first work hour on your most important task',
      headline: 'Important work first',
      description:
        'Your focus is usually sharpest early in the day. Decide the task the evening before so you can start without checking messages.',
    },
    {
      text: 'Check email only at three set times during the day',
      headline: 'Batch your email',
      description:
        'Constant checking breaks your concentration. Close your inbox between set times and let people know when they can expect a reply.',
    },
    {
      text: 'Write down one win from your workday',
      headline: 'Log a work win',
      description:
        'A running list of wins boosts motivation and makes reviews and interviews much easier. One line is enough.',
    },
    {
      text: 'Read one article about your industry',
      headline: 'Industry reading',
      description:
        'Staying informed helps you spot trends before they arrive. Follow two or three trusted sources rather than scrolling endless feeds.',
    },
    {
      text: 'Send one friendly message to someone in your professional network',
      headline: 'Nurture your network',
      description:
        'Networks stay alive through small, regular contact. Share a useful link, congratulate someone or simply ask how they are doing.',
    },
    {
      text: 'Block 90 minutes of focus time with notifications turned off',
      headline: 'Focus block',
      description:
        'Deep work needs long, uninterrupted stretches. Put the block in your calendar so others can see it and treat it like a meeting.',
    },
    {
      text: 'Spend 15 minutes practising a skill your role needs',
      headline: 'Skill practice',
      description:
        'Short daily practice adds up to real expertise over a year. Pick one skill at a time and focus on it for a few weeks.',
    },
    {
      text: 'Write a short end-of-day note on what is done and what comes next',
      headline: 'Shutdown note',
      description:
        'Closing the day on paper helps you switch off and start faster tomorrow. Three bullet points are plenty.',
    },
    {
      text: 'Clear your desk and close all browser tabs before logging off',
      headline: 'Clean shutdown',
      description:
        'A clean workspace makes the next morning feel calmer and more focused. It takes two minutes and signals the end of the workday.',
    },
    {
      text: 'Give one colleague specific, sincere praise',
      headline: 'Recognise a colleague',
      description:
        'Specific praise builds trust and a better team culture. Mention exactly what they did and why it helped.',
    },
    {
      text: 'Prepare a written agenda before every meeting you run',
      headline: 'Meeting agenda',
      description:
        'An agenda keeps meetings short and useful. List the decisions you need and share it with attendees in advance.',
    },
    {
      text: 'Take a proper lunch break away from your desk',
      headline: 'Real lunch break',
      description:
        'Stepping away restores energy for the afternoon. Even 20 minutes outside or with colleagues makes a noticeable difference.',
    },
    {
      text: 'Spend 20 minutes on your side project',
      headline: 'Side project time',
      description:
        'A little progress every day keeps a side project alive. Stop mid-task so it is easy to pick up again tomorrow.',
    },
  ],
  Development: [
    {
      text: 'Read 20 pages of a book',
      headline: 'Read 20 pages',
      description:
        'Twenty pages a day adds up to more than twenty books a year. Keep your book somewhere you will see it, like beside your bed.',
    },
    {
      text: 'Practise a new language for 15 minutes',
      headline: 'Language practice',
      description:
        'Short daily sessions help new words stick. Mix an app with listening to music or podcasts in the language.',
    },
    {
      text: 'Write one page in your journal',
      headline: 'Journal a page',
      description:
        'Writing by hand helps you untangle your thoughts. Start with what happened today and how you feel about it.',
    },
    {
      text: 'Learn one new word and use it in a sentence',
      headline: 'New word a day',
      description:
        'A bigger vocabulary helps you think and express yourself more precisely. Using the word straight away helps you remember it.',
    },
    {
      text: 'Listen to an educational podcast during your commute',
      headline: 'Learn on the go',
      description:
        'Travel time becomes learning time. Queue up episodes the night before so you are not choosing while on the move.',
    },
    {
      text: 'Write down one thing you learned today',
      headline: 'Learning log',
      description:
        'Naming what you learned helps it stick. Over time the log becomes a record of how much you have grown.',
    },
    {
      text: 'Do one small thing that makes you slightly nervous',
      headline: 'Stretch yourself',
      description:
        'Regular small stretches build confidence for bigger ones. Ask a question, share an idea or try something unfamiliar.',
    },
    {
      text: 'Spend 5 minutes reflecting on what went well and what to improve',
      headline: 'Daily review',
      description:
        'A short review turns experience into learning. Ask yourself two questions: what worked today, and what would I do differently?',
    },
    {
      text: 'Spend 30 minutes on an online course',
      headline: 'Course progress',
      description:
        'Regular sessions keep you moving through the material. Schedule the time at the same point each day so it becomes automatic.',
    },
    {
      text: 'Replace 15 minutes of scrolling with reading',
      headline: 'Scroll less, read more',
      description:
        'Swapping a little screen time for reading improves focus over time. Keep a book or e-reader where you usually reach for your phone.',
    },
    {
      text: 'Solve one puzzle or brain teaser',
      headline: 'Brain workout',
      description:
        'Puzzles keep your mind flexible and are a fun break. Crosswords, sudoku or logic puzzles all count.',
    },
    {
      text: 'Read your goals out loud each morning',
      headline: 'Review your goals',
      description:
        'Seeing your goals daily keeps them at the front of your mind. It takes less than a minute and shapes the choices you make all day.',
    },
    {
      text: 'Practise touch-typing for 10 minutes',
      headline: 'Typing practice',
      description:
        'Faster typing saves time in everything you do on a computer. Focus on accuracy first; speed follows.',
    },
  ],
  Family: [
    {
      text: 'Eat dinner together with phones away from the table',
      headline: 'Phone-free dinner',
      description:
        'Without phones, dinner becomes real time together. A basket by the door for everyone\'s devices makes the rule easy to follow.',
    },
    {
      text: 'Read a bedtime story with your child',
      headline: 'Bedtime story',
      description:
        'Reading together builds language skills and a calm end to the day. Let your child choose the book and ask them questions as you go.',
    },
    {
      text: 'Ask each family member about the best part of their day',
      headline: 'Best part of the day',
      description:
        'This simple question opens conversations that "How was your day?" rarely does. Share your own answer too.',
    },
    {
      text: 'Send a message or photo to a parent or sibling',
      headline: 'Check in with family',
      description:
        'Small, frequent contact keeps family close even across distance. A photo of your day is enough to start a conversation.',
    },
    {
      text: 'Give each person at home a hug',
      headline: 'Daily hug',
      description:
        'Physical affection reduces stress and builds closeness. Make it part of saying good morning or goodnight.',
    },
    {
      text: 'Spend 15 minutes of undivided play time with your kids',
      headline: 'Undivided play time',
      description:
        'Fifteen minutes of full attention matters more to a child than hours of distracted time. Let them lead the game.',
    },
    {
      text: 'Do one household chore without being asked',
      headline: 'Pitch in at home',
      description:
        'Sharing the load shows respect for everyone in the home. Notice what needs doing and quietly take care of it.',
    },
    {
      text: 'Cook a meal together with a family member',
      headline: 'Cook together',
      description:
        'Cooking together is teamwork, conversation and a meal all at once. Give kids simple jobs like washing vegetables or stirring.',
    },
    {
      text: 'Thank each person at home for something specific',
      headline: 'Family thanks',
      description:
        'Specific thanks show that you notice each person\'s effort. It builds a home where people feel valued.',
    },
    {
      text: 'Take a family walk after dinner',
      headline: 'Evening family walk',
      description:
        'A short walk helps digestion and gives everyone a chance to talk. Walking side by side often makes conversation easier for kids.',
    },
    {
      text: 'Pack lunches and bags the night before',
      headline: 'Night-before prep',
      description:
        'Preparing in the evening makes mornings calmer for the whole family. Get the kids to help pack their own bags.',
    },
    {
      text: 'Leave a short encouraging note for your child',
      headline: 'Encouraging note',
      description:
        'A note in a lunchbox or on a pillow tells your child you are thinking of them. Keep it short and specific.',
    },
    {
      text: 'Call a grandparent or older relative',
      headline: 'Call a grandparent',
      description:
        'A short call can brighten an older relative\'s whole day. Ask about their life and stories, not just their health.',
    },
  ],
  Finance: [
    {
      text: 'Record every purchase you make today',
      headline: 'Log your spending',
      description:
        'Writing down purchases makes spending visible and often reduces it. A notes app or simple spreadsheet is all you need.',
    },
    {
      text: 'Check your bank balance and recent transactions',
      headline: 'Check your accounts',
      description:
        'A quick daily look helps you catch mistakes and fraud early. It also keeps you aware of how much you really have.',
    },
    {
      text: 'Wait 24 hours before making any non-essential purchase',
      headline: '24-hour rule',
      description:
        'Waiting a day filters out impulse buys. If you still want it tomorrow, you can buy it with a clear mind.',
    },
    {
      text: 'Move a small amount into your savings account',
      headline: 'Daily savings',
      description:
        'Even a small daily transfer builds a real cushion over a year. Automate it if your bank allows.',
    },
    {
      text: 'Pack your lunch instead of buying it',
      headline: 'Bring your lunch',
      description:
        'Homemade lunches save money and are usually healthier. Cook a little extra at dinner and pack the leftovers.',
    },
    {
      text: 'Make your coffee at home instead of buying it',
      headline: 'Home-brewed coffee',
      description:
        'Daily coffee shop visits add up quickly. A good travel mug makes home-brewed coffee feel like a treat.',
    },
    {
      text: 'Read about personal finance for 10 minutes',
      headline: 'Money reading',
      description:
        'Understanding money helps you make confident decisions. Choose a reputable book or blog and read a little each day.',
    },
    {
      text: 'Compare prices before buying anything over $50',
      headline: 'Compare before buying',
      description:
        'A few minutes of comparison can save a surprising amount. Check at least two other shops or look for a second-hand option.',
    },
    {
      text: 'Put your spare change or card round-ups into savings',
      headline: 'Save the change',
      description:
        'Small amounts you will not miss add up over time. Many banks can round up card payments automatically.',
    },
    {
      text: 'Spend 5 minutes checking your budget categories',
      headline: 'Budget check-in',
      description:
        'Daily check-ins stop overspending before it happens. Look at what is left in each category for the rest of the month.',
    },
    {
      text: 'Shop with a list and stick to it',
      headline: 'Shop with a list',
      description:
        'A list keeps you focused and cuts impulse purchases. Write it before you leave home, not in the shop.',
    },
    {
      text: 'Unsubscribe from one marketing email list',
      headline: 'Unsubscribe from ads',
      description:
        'Fewer sales emails means fewer temptations to spend. It also makes your inbox calmer.',
    },
    {
      text: 'Have a no-spend day',
      headline: 'No-spend day',
      description:
        'A day without spending shows how much you can do with what you already have. Plan meals and activities ahead so it feels easy.',
    },
  ],
  Fun: [
    {
      text: 'Spend 20 minutes on a hobby you enjoy',
      headline: 'Hobby time',
      description:
        'Hobbies recharge you in a way that passive entertainment does not. Protect the time like any other appointment.',
    },
    {
      text: 'Play a musical instrument for 15 minutes',
      headline: 'Play music',
      description:
        'Regular playing keeps skills fresh and is a great stress reliever. Leave the instrument out where you can pick it up easily.',
    },
    {
      text: 'Sketch or doodle for 10 minutes',
      headline: 'Daily sketch',
      description:
        'Drawing is relaxing and improves with practice, whatever your starting point. Sketch whatever is in front of you.',
    },
    {
      text: 'Take one photo of something beautiful',
      headline: 'Photo a day',
      description:
        'Looking for beauty every day changes how you see your surroundings. By the end of the year you will have a lovely collection.',
    },
    {
      text: 'Listen to a full album without distractions',
      headline: 'Album listening',
      description:
        'Listening to an album from start to finish is a small, rich experience. Try something new from a genre you rarely explore.',
    },
    {
      text: 'Dance to your favourite song',
      headline: 'Dance break',
      description:
        'Three minutes of dancing lifts your mood and gets you moving. No audience needed.',
    },
    {
      text: 'Try one new recipe, snack or ingredient',
      headline: 'Taste something new',
      description:
        'Small food experiments keep meals interesting. Pick up one unfamiliar item each time you shop.',
    },
    {
      text: 'Play a board game, card game or video game with someone',
      headline: 'Game time',
      description:
        'Playing together is one of the easiest ways to laugh and connect. Quick games work well on busy evenings.',
    },
    {
      text: 'Read a chapter of a novel just for pleasure',
      headline: 'Read for pleasure',
      description:
        'Fiction is rest for the mind and a window into other lives. Choose books you enjoy, not ones you feel you should read.',
    },
    {
      text: 'Spend 15 minutes in the garden or tending your plants',
      headline: 'Garden time',
      description:
        'Caring for plants is calming and rewarding. Even a few pots on a windowsill give you something to tend.',
    },
    {
      text: 'Do something playful with no goal attached',
      headline: 'Just play',
      description:
        'Play without a purpose is good for creativity and stress. Kick a ball, build something silly or make up a game.',
    },
    {
      text: 'Plan one thing to look forward to this week',
      headline: 'Something to look forward to',
      description:
        'Anticipation is a big part of happiness. Even a small plan, like a favourite meal or a walk with a friend, lifts the week.',
    },
    {
      text: 'Enjoy a comedy clip, comic strip or funny story',
      headline: 'Daily laugh',
      description:
        'Laughter relieves tension and lifts your mood. Keep a short list of things that reliably make you smile.',
    },
  ],
  Health: [
    {
      text: 'Walk 20 minutes after lunch',
      headline: 'After-lunch walk',
      description:
        'A walk after eating helps steady blood sugar and clears the afternoon slump. Invite a colleague to make it social.',
    },
    {
      text: 'Do 10 minutes of stretching',
      headline: 'Daily stretch',
      description:
        'Stretching eases stiffness from sitting and improves mobility. Focus on hips, hamstrings, shoulders and neck.',
    },
    {
      text: 'Eat a vegetable with every meal',
      headline: 'Veg with every meal',
      description:
        'This simple rule raises your fibre and nutrient intake without counting anything. Frozen vegetables count and save time.',
    },
    {
      text: 'Do 20 squats and 20 push-ups',
      headline: 'Bodyweight set',
      description:
        'A quick bodyweight set builds strength with no equipment. Do it while the kettle boils or before your shower.',
    },
    {
      text: 'Take the stairs instead of the lift',
      headline: 'Take the stairs',
      description:
        'Stairs are free exercise built into your day. Start with a floor or two and build up.',
    },
    {
      text: 'Reach 8,000 steps',
      headline: '8,000 steps',
      description:
        'Walking is one of the best things you can do for long-term health. Short walks after meals make the target easy to reach.',
    },
    {
      text: 'Finish eating 3 hours before bed',
      headline: 'Early last meal',
      description:
        'An earlier last meal often means better sleep and digestion. If you are hungry later, choose something light.',
    },
    {
      text: 'Swap one sugary drink for water or tea',
      headline: 'Swap sugary drinks',
      description:
        'Sugary drinks add calories without filling you up. Keep a bottle of water or a pot of tea within reach.',
    },
    {
      text: 'Do a 20-minute workout',
      headline: 'Daily workout',
      description:
        'Twenty minutes is enough for real fitness gains when done consistently. Follow a video or a simple circuit at home.',
    },
    {
      text: 'Eat a piece of fruit as a snack',
      headline: 'Fruit snack',
      description:
        'Fruit satisfies a sweet tooth with fibre and vitamins included. Keep a bowl on the counter where you can see it.',
    },
    {
      text: 'Hold a plank for 60 seconds',
      headline: 'Daily plank',
      description:
        'Planks build core strength that protects your back. Start with shorter holds and add a few seconds each day.',
    },
    {
      text: 'Check your posture each time you sit down',
      headline: 'Posture check',
      description:
        'Good posture reduces neck and back strain. Feet flat, shoulders relaxed, screen at eye level.',
    },
    {
      text: 'Cook a meal at home instead of ordering takeaway',
      headline: 'Cook at home',
      description:
        'Home cooking gives you control over ingredients and portions. Keep a few quick recipes for tired evenings.',
    },
  ],
  Relationship: [
    {
      text: 'Tell your partner one thing you appreciate about them',
      headline: 'Share appreciation',
      description:
        'Appreciation said out loud keeps a relationship warm. Be specific: notice something they did today.',
    },
    {
      text: 'Send a thoughtful message to a friend',
      headline: 'Message a friend',
      description:
        'A short message lets friends know you are thinking of them. Mention something you remembered or saw that made you think of them.',
    },
    {
      text: 'Put your phone away during conversations',
      headline: 'Be fully present',
      description:
        'Full attention is one of the kindest things you can give someone. Put the phone face down or out of reach.',
    },
    {
      text: 'Ask someone a question and really listen to the answer',
      headline: 'Listen deeply',
      description:
        'Good listening makes people feel understood. Resist planning your reply and ask a follow-up question instead.',
    },
    {
      text: 'Spend 10 minutes talking with your partner about your days',
      headline: 'Daily check-in',
      description:
        'A daily check-in keeps you connected through busy periods. Ask about the best and hardest moments of their day.',
    },
    {
      text: 'Give someone a genuine compliment',
      headline: 'Genuine compliment',
      description:
        'A sincere compliment can lift someone\'s whole day. Praise effort or character, not just appearance.',
    },
    {
      text: 'Do a small kind thing for your partner without being asked',
      headline: 'Small act of love',
      description:
        'Small gestures show care in everyday life. Make their coffee, handle a chore they dislike or leave a note.',
    },
    {
      text: 'Greet your partner warmly in the morning and say goodnight',
      headline: 'Warm greetings',
      description:
        'How you start and end the day together sets the tone. A hug or kiss takes seconds and means a lot.',
    },
    {
      text: 'Reply to messages from friends within a day',
      headline: 'Reply promptly',
      description:
        'Prompt replies show that people matter to you. If you are busy, a quick note saying you will answer later is fine.',
    },
    {
      text: 'Apologise quickly and sincerely when you get something wrong',
      headline: 'Own your mistakes',
      description:
        'A fast, honest apology stops small issues from growing. Name what you did and how you will do better.',
    },
    {
      text: 'Make plans with a friend for the coming week',
      headline: 'Make plans',
      description:
        'Friendships need time together, and time needs a plan. Suggest a specific day and activity rather than "sometime".',
    },
    {
      text: 'Greet a neighbour or colleague by name',
      headline: 'Use names',
      description:
        'Using someone\'s name shows respect and builds connection. It also helps you remember it.',
    },
    {
      text: 'Share one honest feeling with someone you trust',
      headline: 'Open up',
      description:
        'Sharing feelings builds closeness and trust. Start small, with something that happened today.',
    },
  ],
  Spiritual: [
    {
      text: 'Meditate for 10 minutes',
      headline: 'Ten-minute meditation',
      description:
        'A short daily sit calms the mind and builds focus. Sit comfortably, close your eyes and follow your breath.',
    },
    {
      text: 'Write down three things you\'re grateful for',
      headline: 'Gratitude list',
      description:
        'Gratitude shifts your attention to what is going right. Be specific; small things count.',
    },
    {
      text: 'Pray or sit in quiet reflection for 5 minutes',
      headline: 'Quiet reflection',
      description:
        'A few quiet minutes help you reconnect with what matters. Find a regular spot and time so it becomes a ritual.',
    },
    {
      text: 'Spend 10 minutes outdoors noticing nature',
      headline: 'Notice nature',
      description:
        'Noticing trees, sky and birds grounds you in the present. Leave your phone in your pocket while you look around.',
    },
    {
      text: 'Read a passage from a spiritual or philosophical text',
      headline: 'Daily reading',
      description:
        'A short passage gives you something meaningful to think about during the day. Read slowly and return to a line that stands out.',
    },
    {
      text: 'Do one act of kindness for a stranger',
      headline: 'Kindness to a stranger',
      description:
        'Kindness connects you to others and to your own values. Hold a door, help carry something or offer a friendly word.',
    },
    {
      text: 'Set an intention for the day when you wake up',
      headline: 'Morning intention',
      description:
        'An intention guides how you want to show up, whatever the day brings. Keep it to one word or short phrase, like "patience".',
    },
    {
      text: 'Take 3 mindful breaths before each meal',
      headline: 'Mindful meals',
      description:
        'Pausing before eating brings you into the moment and helps you enjoy your food. It is an easy anchor for mindfulness.',
    },
    {
      text: 'Practise 15 minutes of yoga',
      headline: 'Yoga flow',
      description:
        'A short flow connects breath and movement. Morning sessions energise, while evening ones help you wind down.',
    },
    {
      text: 'End the day by naming one moment that felt meaningful',
      headline: 'Moment of meaning',
      description:
        'Recognising meaning in ordinary days helps you see what truly matters. Write it down or share it with someone.',
    },
    {
      text: 'Spend 5 minutes in silence with no phone, music or reading',
      headline: 'Five minutes of silence',
      description:
        'Silence gives your mind space to settle. It can feel strange at first, and that is part of the practice.',
    },
    {
      text: 'Do a slow body scan before sleep',
      headline: 'Body scan',
      description:
        'Moving your attention slowly from head to toe releases tension and prepares you for sleep. Guided recordings can help at first.',
    },
    {
      text: 'Notice one small annoyance and consciously let it go',
      headline: 'Let it go',
      description:
        'Letting go of small irritations frees energy for what matters. Take a breath, name the feeling and move on.',
    },
  ],
  Essential: [
    {
      text: 'Go to bed at the same time every night',
      headline: 'Consistent bedtime',
      description:
        'A steady bedtime sets your body clock and improves sleep quality. Set a reminder 30 minutes before to start winding down.',
    },
    {
      text: 'Drink a glass of water as soon as you wake up',
      headline: 'Morning water',
      description:
        'You wake up mildly dehydrated after a night\'s sleep. Leave a glass by your bed so it is the first thing you reach for.',
    },
    {
      text: 'Drink 8 glasses of water through the day',
      headline: 'Stay hydrated',
      description:
        'Good hydration supports energy, focus and digestion. Carry a refillable bottle and drink with each meal.',
    },
    {
      text: 'Write down your top 3 priorities for the day',
      headline: 'Plan your day',
      description:
        'Three clear priorities keep you focused when the day gets busy. Write them down before you open email.',
    },
    {
      text: 'Make your bed as soon as you get up',
      headline: 'Make your bed',
      description:
        'A made bed is a quick first win that sets an orderly tone. It takes under two minutes.',
    },
    {
      text: 'Eat a breakfast that includes some protein',
      headline: 'Protein breakfast',
      description:
        'Protein at breakfast keeps you full and steadies your energy until lunch. Eggs, yoghurt, nuts or beans all work.',
    },
    {
      text: 'Turn off screens 30 minutes before bed',
      headline: 'Screen-free wind-down',
      description:
        'Screens keep your brain alert and can delay sleep. Swap them for reading, stretching or a warm shower.',
    },
    {
      text: 'Tidy your living space for 10 minutes before bed',
      headline: 'Evening reset',
      description:
        'A quick tidy means you wake up to a calm space. Set a timer and put things back where they belong.',
    },
    {
      text: 'Get 10 minutes of outdoor daylight in the morning',
      headline: 'Morning daylight',
      description:
        'Morning light helps set your body clock and lifts your mood. Drink your coffee outside or walk part of your commute.',
    },
    {
      text: 'Take your medication or vitamins at the same time each day',
      headline: 'Medication on time',
      description:
        'Linking medication to an existing routine, like brushing your teeth, makes it hard to forget.',
    },
    {
      text: 'Brush and floss your teeth before bed',
      headline: 'Brush and floss',
      description:
        'Flossing reaches where brushing cannot and protects your gums. Keep floss next to your toothbrush.',
    },
    {
      text: 'Review tomorrow\'s calendar before you finish for the day',
      headline: 'Preview tomorrow',
      description:
        'Knowing what is coming prevents morning surprises. Check for early meetings, deadlines and anything you need to prepare.',
    },
    {
      text: 'Stand up and move for a minute every hour',
      headline: 'Hourly movement',
      description:
        'Breaking up long periods of sitting helps your back, circulation and focus. A timer or smartwatch reminder helps.',
    },
    {
      text: 'Take 5 slow, deep breaths before you start work',
      headline: 'Breathe before work',
      description:
        'A few slow breaths calm your nervous system and help you begin with intention. Breathe in for four counts and out for six.',
    },
  ],
};

export interface SeedLocale {
  code: string;
  name: string;
}

export const LOCALES: SeedLocale[] = [
  { code: 'en-US', name: 'English (United States)' },
  { code: 'en-GB', name: 'English (United Kingdom)' },
  { code: 'en-CA', name: 'English (Canada)' },
  { code: 'en-AU', name: 'English (Australia)' },
  { code: 'en-IN', name: 'English (India)' },
  { code: 'en-IE', name: 'English (Ireland)' },
  { code: 'en-NZ', name: 'English (New Zealand)' },
  { code: 'en-ZA', name: 'English (South Africa)' },
  { code: 'es-ES', name: 'Spanish (Spain)' },
  { code: 'es-MX', name: 'Spanish (Mexico)' },
  { code: 'es-AR', name: 'Spanish (Argentina)' },
  { code: 'es-US', name: 'Spanish (United States)' },
  { code: 'fr-FR', name: 'French (France)' },
  { code: 'fr-CA', name: 'French (Canada)' },
  { code: 'de-DE', name: 'German (Germany)' },
  { code: 'de-AT', name: 'German (Austria)' },
  { code: 'de-CH', name: 'German (Switzerland)' },
  { code: 'it-IT', name: 'Italian (Italy)' },
  { code: 'pt-BR', name: 'Portuguese (Brazil)' },
  { code: 'pt-PT', name: 'Portuguese (Portugal)' },
  { code: 'nl-NL', name: 'Dutch (Netherlands)' },
  { code: 'nl-BE', name: 'Dutch (Belgium)' },
  { code: 'sv-SE', name: 'Swedish (Sweden)' },
  { code: 'da-DK', name: 'Danish (Denmark)' },
  { code: 'nb-NO', name: 'Norwegian Bokmal (Norway)' },
  { code: 'fi-FI', name: 'Finnish (Finland)' },
  { code: 'pl-PL', name: 'Polish (Poland)' },
  { code: 'cs-CZ', name: 'Czech (Czechia)' },
  { code: 'hu-HU', name: 'Hungarian (Hungary)' },
  { code: 'ro-RO', name: 'Romanian (Romania)' },
  { code: 'el-GR', name: 'Greek (Greece)' },
  { code: 'tr-TR', name: 'Turkish (Turkey)' },
  { code: 'ru-RU', name: 'Russian (Russia)' },
  { code: 'uk-UA', name: 'Ukrainian (Ukraine)' },
  { code: 'he-IL', name: 'Hebrew (Israel)' },
  { code: 'ar-SA', name: 'Arabic (Saudi Arabia)' },
  { code: 'ar-EG', name: 'Arabic (Egypt)' },
  { code: 'hi-IN', name: 'Hindi (India)' },
  { code: 'bn-BD', name: 'Bangla (Bangladesh)' },
  { code: 'th-TH', name: 'Thai (Thailand)' },
  { code: 'vi-VN', name: 'Vietnamese (Vietnam)' },
  { code: 'id-ID', name: 'Indonesian (Indonesia)' },
  { code: 'ms-MY', name: 'Malay (Malaysia)' },
  { code: 'fil-PH', name: 'Filipino (Philippines)' },
  { code: 'zh-CN', name: 'Chinese (China)' },
  { code: 'zh-TW', name: 'Chinese (Taiwan)' },
  { code: 'zh-HK', name: 'Chinese (Hong Kong)' },
  { code: 'ja-JP', name: 'Japanese (Japan)' },
  { code: 'ko-KR', name: 'Korean (South Korea)' },
  { code: 'sw-KE', name: 'Swahili (Kenya)' },
];
