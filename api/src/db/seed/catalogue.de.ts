// The built-in catalogue in German (informal "du"): each item keyed by its English text (catalogue.ts).
import type { CatalogueTranslation } from './catalogue';

export const CATALOGUE_DE: CatalogueTranslation = {
  'Earn a promotion to the next level within 18 months': {
    text: 'Innerhalb von 18 Monaten auf die nächste Stufe befördert werden',
    headline: 'Befördert werden',
    description:
      'Frag deine Führungskraft, wie die nächste Stufe konkret aussieht, und sammle dann jeden Monat Belege für diese Fähigkeiten, damit die Sache für sich spricht.',
  },
  'Pass a professional certification exam in your field by the end of the year': {
    text: 'Bis Jahresende eine Zertifizierungsprüfung in deinem Fachgebiet bestehen',
    headline: 'Zertifikat machen',
    description:
      'Ein anerkannter Abschluss macht deine Fähigkeiten für Arbeitgeber sichtbar. Leg zuerst den Prüfungstermin fest und plane dann rückwärts einen wöchentlichen Lernplan.',
  },
  'Rewrite your resume and professional profile within 2 weeks': {
    text: 'Lebenslauf und Berufsprofil innerhalb von 2 Wochen überarbeiten',
    headline: 'Lebenslauf auffrischen',
    description:
      'Mit einem aktuellen Lebenslauf bist du bereit, wenn sich eine Chance bietet. Notiere zuerst drei Erfolge aus dem letzten Jahr, auf die du stolz bist.',
  },
  'Have coffee with 12 people in your industry over the next 6 months': {
    text: 'In den nächsten 6 Monaten mit 12 Leuten aus deiner Branche einen Kaffee trinken',
    headline: 'Netzwerk ausbauen',
    description:
      'Die meisten guten Chancen kommen über Menschen, nicht über Jobbörsen. Zwei Gespräche im Monat reichen, um echte Kontakte zu knüpfen, ohne dich zu verausgaben.',
  },
  'Negotiate a pay rise of at least 5% at your next review': {
    text: 'Beim nächsten Mitarbeitergespräch mindestens 5 % mehr Gehalt aushandeln',
    headline: 'Gehaltserhöhung verhandeln',
    description:
      'Recherchiere die marktüblichen Gehälter für deine Rolle und notiere deine Erfolge mit konkreten Zahlen. Übe das Gespräch vorher laut.',
  },
  'Lead one cross-team project from kickoff to delivery this year': {
    text: 'Dieses Jahr ein teamübergreifendes Projekt vom Start bis zur Übergabe leiten',
    headline: 'Ein Projekt leiten',
    description:
      'Wer ein Projekt leitet, zeigt, dass er Menschen koordinieren kann, nicht nur Aufgaben. Melde dich für etwas Kleines, klar Umrissenes, das du sauber abschließen kannst.',
  },
  'Give a talk at a meetup or conference within 9 months': {
    text: 'Innerhalb von 9 Monaten einen Vortrag bei einem Meetup oder einer Konferenz halten',
    headline: 'Vortrag halten',
    description:
      'Vorträge stärken deinen Ruf schneller als fast alles andere. Fang mit einem 10-minütigen Kurzvortrag über ein Problem an, das du neulich bei der Arbeit gelöst hast.',
  },
  'Apply to 20 roles that match your target job within 3 months': {
    text: 'Innerhalb von 3 Monaten auf 20 passende Stellen bewerben',
    headline: 'Neuen Job finden',
    description:
      'Viele Bewerbungen gleichzeitig nehmen den Druck von jeder einzelnen. Ziel sind zwei gezielte Bewerbungen pro Woche, festgehalten in einer einfachen Übersicht.',
  },
  'Find a mentor and meet with them once a month for a year': {
    text: 'Eine Mentorin oder einen Mentor finden und ein Jahr lang monatlich treffen',
    headline: 'Mentor finden',
    description:
      'Ein guter Mentor hilft dir, Fehler zu vermeiden, die er selbst schon gemacht hat. Bitte zum Einstieg jemanden, der dir zwei Schritte voraus ist, um ein 30-minütiges Gespräch.',
  },
  'Build a portfolio of 3 strong work samples by the end of the quarter': {
    text: 'Bis Quartalsende ein Portfolio mit 3 starken Arbeitsproben erstellen',
    headline: 'Portfolio aufbauen',
    description:
      'Zeigen schlägt Beschreiben. Wähle Projekte, die verschiedene Fähigkeiten zeigen, und beschreibe kurz Problem, Vorgehen und Ergebnis.',
  },
  'Launch a side business that earns its first $500 within 6 months': {
    text: 'Innerhalb von 6 Monaten ein Nebengewerbe starten, das die ersten 500 $ einbringt',
    headline: 'Nebengewerbe gründen',
    description:
      'Der erste Verkauf lehrt dich mehr als monatelange Planung. Biete Leuten, die du schon kennst, ein einfaches Produkt oder eine Dienstleistung an und lerne aus ihrem Feedback.',
  },
  'Cut your weekly meeting time by 25% within 2 months': {
    text: 'Deine wöchentliche Meetingzeit innerhalb von 2 Monaten um 25 % senken',
    headline: 'Weniger Meetings',
    description:
      'Weniger Meetings bedeuten mehr Zeit für Arbeit, die etwas voranbringt. Geh deinen Kalender durch und sag jede Woche ein Meeting ab, kürze es oder ersetze es.',
  },
  'Mentor a junior colleague through their first year in the role': {
    text: 'Eine jüngere Kollegin oder einen jüngeren Kollegen durch das erste Jahr begleiten',
    headline: 'Jemanden mentoren',
    description:
      'Andere anzuleiten schärft dein eigenes Denken und stärkt deine Führungskompetenz. Vereinbart einen festen Termin und lass dein Gegenüber die Themen bestimmen.',
  },
  'Read 24 books in the next 12 months': {
    text: 'In den nächsten 12 Monaten 24 Bücher lesen',
    headline: '24 Bücher lesen',
    description:
      'Zwei Bücher im Monat sind etwa 25 Seiten am Tag. Halte das nächste Buch schon bereit, damit du zwischen zwei Titeln nicht den Schwung verlierst.',
  },
  'Reach a conversational level in a new language within 12 months': {
    text: 'Innerhalb von 12 Monaten eine neue Sprache im Gespräch beherrschen',
    headline: 'Eine Sprache lernen',
    description:
      'Kurzes tägliches Üben schlägt lange Wochenendsessions. Sobald du ein paar hundert Wörter kannst, buch dir ein wöchentliches Gespräch mit einer Lehrkraft oder einem Tandempartner.',
  },
  'Complete an online course, including every assignment, within 8 weeks': {
    text: 'Innerhalb von 8 Wochen einen Onlinekurs samt aller Aufgaben abschließen',
    headline: 'Einen Kurs abschließen',
    description:
      'Die meisten Onlinekurse werden in Woche zwei abgebrochen. Trag feste Lernzeiten in deinen Kalender ein und behandle sie wie unverschiebbare Termine.',
  },
  'Write a 50,000-word first draft of a novel in 3 months': {
    text: 'In 3 Monaten den ersten Entwurf eines Romans mit 50.000 Wörtern schreiben',
    headline: 'Einen Roman schreiben',
    description:
      'Das sind etwa 550 Wörter am Tag, rund eine halbe Stunde Schreiben. Erlaube dir, schlecht zu schreiben – überarbeitet wird später.',
  },
  'Touch-type at 60 words per minute within 10 weeks': {
    text: 'Innerhalb von 10 Wochen 60 Wörter pro Minute im Zehnfingersystem tippen',
    headline: '60 WPM blind tippen',
    description:
      'Wer tippt, ohne hinzusehen, hat den Kopf frei zum Denken. Eine Viertelstunde gezieltes Üben am Tag reicht für stetige Fortschritte.',
  },
  'Build and publish a personal website within 6 weeks': {
    text: 'Innerhalb von 6 Wochen eine persönliche Website bauen und veröffentlichen',
    headline: 'Eigene Website starten',
    description:
      'Eine eigene Website ist ein Zuhause für deine Arbeit und Ideen, über das du selbst bestimmst. Fang mit einer Seite an: wer du bist, was du machst und wie man dich erreicht.',
  },
  'Give 3 practice speeches at a speaking club within 3 months': {
    text: 'Innerhalb von 3 Monaten 3 Übungsreden in einem Rednerclub halten',
    headline: 'Selbstbewusst reden',
    description:
      'Sicherheit beim Reden entsteht durch Wiederholung in einem geschützten Rahmen. In Rednerclubs bekommst du strukturiertes Feedback von Leuten, die dich weiterbringen wollen.',
  },
  'Spend one full week without social media within the next month': {
    text: 'Im nächsten Monat eine ganze Woche ohne soziale Medien verbringen',
    headline: 'Social-Media-Pause',
    description:
      'Eine Woche Abstand zeigt dir, wie viel Aufmerksamkeit diese Apps wirklich kosten. Lösch sie für die Woche vom Handy und achte darauf, was du mit der Zeit anfängst.',
  },
  'Learn the basics of programming and build a small working app in 12 weeks': {
    text: 'In 12 Wochen Programmiergrundlagen lernen und eine kleine funktionierende App bauen',
    headline: 'Programmieren lernen',
    description:
      'Etwas Echtes zu bauen motiviert viel mehr als reine Tutorials. Such dir eine winzige App aus, die du wirklich nutzen würdest, etwa eine Einkaufsliste.',
  },
  'Identify your top 5 values and write a personal mission statement this month': {
    text: 'Diesen Monat deine 5 wichtigsten Werte bestimmen und ein persönliches Leitbild schreiben',
    headline: 'Deine Werte klären',
    description:
      'Wenn du weißt, was dir wichtig ist, fallen Entscheidungen leichter. Denk an Momente, in denen du stolz oder frustriert warst, und frag dich, welcher Wert dahintersteckte.',
  },
  'Do one thing outside your comfort zone every day for 30 days': {
    text: '30 Tage lang jeden Tag etwas außerhalb deiner Komfortzone tun',
    headline: 'Komfortzonen-Challenge',
    description:
      'Kleine, regelmäßige Schritte lassen größere Herausforderungen machbar erscheinen. Bleib bescheiden: Sprich im Meeting als Erste oder Erster, nimm einen neuen Weg, frag eine fremde Person etwas.',
  },
  'Study one topic in depth through 20 lectures or podcast episodes by the end of the quarter': {
    text: 'Bis Quartalsende ein Thema mit 20 Vorlesungen oder Podcastfolgen vertiefen',
    headline: 'Ein Thema vertiefen',
    description:
      'Wer in ein Thema eintaucht, versteht es wirklich, statt nur verstreute Fakten zu sammeln. Mach nach jeder Einheit ein paar Notizen und fass sie am Ende zusammen.',
  },
  'Wake up at 6 a.m. on weekdays for 30 days in a row': {
    text: '30 Tage am Stück werktags um 6 Uhr aufstehen',
    headline: 'Frühaufsteher werden',
    description:
      'Eine ruhige frühe Stunde ist ideal zum Lesen, für Sport oder zum Planen. Stell deinen Wecker jede Woche 15 Minuten früher, statt alles auf einmal zu ändern.',
  },
  'Eat dinner together as a family at least 5 nights a week for 2 months': {
    text: '2 Monate lang an mindestens 5 Abenden pro Woche gemeinsam als Familie essen',
    headline: 'Familienabendessen',
    description:
      'Gemeinsame Mahlzeiten sind einer der einfachsten Wege, verbunden zu bleiben. Legt eine feste Uhrzeit fest und haltet das Essen einfach, damit ihr es gut schützen könnt.',
  },
  'Plan and take a family holiday before the end of summer': {
    text: 'Vor Sommerende einen Familienurlaub planen und machen',
    headline: 'Familienurlaub',
    description:
      'Gemeinsame Auszeiten schaffen Erinnerungen, von denen alle noch jahrelang erzählen. Lass die Kinder beim Reiseziel und bei ein paar Aktivitäten mitreden.',
  },
  'Call your parents or grandparents every week for 6 months': {
    text: '6 Monate lang jede Woche deine Eltern oder Großeltern anrufen',
    headline: 'Den Eltern nah bleiben',
    description:
      'Ein regelmäßiger Anruf hält euch im Alltag des anderen präsent. Wählt einen festen Tag und eine feste Uhrzeit, damit sich beide Seiten darauf freuen.',
  },
  'Put together a printed family photo album of this year by December': {
    text: 'Bis Dezember ein gedrucktes Familienfotoalbum dieses Jahres zusammenstellen',
    headline: 'Familienfotoalbum',
    description:
      'Fotos auf dem Handy schaut man selten wieder an. Wenn du jeden Monat deine Lieblingsbilder auswählst, ist das Album am Ende schnell und mit Freude gemacht.',
  },
  'Have a one-on-one outing with each child every month for a year': {
    text: 'Ein Jahr lang jeden Monat mit jedem Kind einzeln etwas unternehmen',
    headline: 'Zeit zu zweit',
    description:
      'Kinder öffnen sich anders, wenn sie einen Elternteil für sich allein haben. Es muss nicht viel kosten: Ein Spaziergang, ein Café oder ein Besuch in der Bücherei reichen.',
  },
  'Hold a 20-minute family meeting every week for 3 months': {
    text: '3 Monate lang jede Woche ein 20-minütiges Familientreffen abhalten',
    headline: 'Wöchentlicher Familienrat',
    description:
      'Ein kurzes wöchentliches Treffen beugt Streit über Termine und Hausarbeit vor. Beginnt mit etwas, das gut lief, und plant dann gemeinsam die Woche.',
  },
  'Write a will and name guardians for your children within 60 days': {
    text: 'Innerhalb von 60 Tagen ein Testament aufsetzen und Vormunde für deine Kinder bestimmen',
    headline: 'Testament aufsetzen',
    description:
      'Ein Testament schützt die Menschen, die du liebst, wenn das Unerwartete passiert. Liste zuerst dein Vermögen und deine Wünsche auf und vereinbare dann einen Termin bei einer Fachperson.',
  },
  'Record the life stories of an older relative in 6 interviews by the end of the year': {
    text: 'Bis Jahresende die Lebensgeschichte eines älteren Verwandten in 6 Interviews festhalten',
    headline: 'Familiengeschichten bewahren',
    description:
      'Diese Geschichten gehen verloren, wenn niemand sie erzählt. Nimm mit dem Handy kurze Gespräche über Kindheit, Beruf und die großen Momente ihres Lebens auf.',
  },
  'Start a weekly family game night and keep it going for 6 months': {
    text: 'Einen wöchentlichen Familienspieleabend einführen und 6 Monate beibehalten',
    headline: 'Familienspieleabend',
    description:
      'Spiele geben allen einen Grund, fern von Bildschirmen gemeinsam zu lachen. Lasst jedes Familienmitglied abwechselnd das Spiel aussuchen.',
  },
  'Limit recreational screen time at home to 1 hour on weeknights within 4 weeks': {
    text: 'Innerhalb von 4 Wochen die Bildschirmzeit zu Hause unter der Woche auf 1 Stunde begrenzen',
    headline: 'Weniger Bildschirmzeit',
    description:
      'Weniger Bildschirmzeit lässt Raum für Gespräche, Spiel und besseren Schlaf. Legt die Regeln gemeinsam fest und haltet einen Korb mit Alternativen bereit.',
  },
  'Organise a reunion with your extended family within 9 months': {
    text: 'Innerhalb von 9 Monaten ein großes Familientreffen organisieren',
    headline: 'Familientreffen',
    description:
      'Familientreffen halten Cousins, Cousinen und entfernte Verwandte in Verbindung. Legt früh ein Datum fest, teilt die Planung mit ein, zwei Verwandten und haltet den Rahmen entspannt.',
  },
  'Teach your child to ride a bike or swim before the end of summer': {
    text: 'Deinem Kind vor Sommerende Radfahren oder Schwimmen beibringen',
    headline: 'Etwas Neues beibringen',
    description:
      'Gemeinsam eine große Fähigkeit zu lernen schafft Vertrauen und bleibende Erinnerungen. Kurze, häufige Einheiten funktionieren bei kleinen Kindern besser als lange.',
  },
  'Set up a shared chore chart that splits household work fairly within 2 weeks': {
    text: 'Innerhalb von 2 Wochen einen gemeinsamen Haushaltsplan aufstellen, der die Arbeit fair verteilt',
    headline: 'Fairer Haushaltsplan',
    description:
      'Wenn Aufgaben sichtbar und geteilt sind, hat Groll weniger Raum. Liste alle wiederkehrenden Aufgaben auf und verteile sie nach Alter, Zeit und Vorlieben.',
  },
  'Make a family emergency plan and supply kit within 1 month': {
    text: 'Innerhalb eines Monats einen Familiennotfallplan und einen Notvorrat anlegen',
    headline: 'Familiennotfallplan',
    description:
      'Zu wissen, was in einer Krise zu tun ist, beruhigt ungemein. Legt einen Treffpunkt fest, notiert wichtige Telefonnummern und packt Wasser, Essen und eine Taschenlampe ein.',
  },
  'Save a 3-month emergency fund by December': {
    text: 'Bis Dezember einen Notgroschen für 3 Monate ansparen',
    headline: 'Notgroschen',
    description:
      'Ein Notgroschen macht aus einer Krise eine Unannehmlichkeit. Rechne deine monatlichen Fixkosten aus und richte am Zahltag einen Dauerauftrag ein.',
  },
  'Pay off all credit card debt within 12 months': {
    text: 'Innerhalb von 12 Monaten alle Kreditkartenschulden abbezahlen',
    headline: 'Kreditkarten abbezahlen',
    description:
      'Kreditkartenzinsen fressen still dein Einkommen. Liste alle Salden auf, zahle überall die Mindestrate und steck jeden übrigen Betrag in eine Karte nach der anderen.',
  },
  'Track every expense for 90 days': {
    text: '90 Tage lang jede Ausgabe erfassen',
    headline: 'Ausgaben erfassen',
    description:
      'Was du nicht misst, kannst du nicht ändern. Nach drei Monaten siehst du genau, wohin dein Geld fließt und wo es versickert.',
  },
  'Create a monthly budget and stay within it for 3 months in a row': {
    text: 'Ein Monatsbudget aufstellen und 3 Monate in Folge einhalten',
    headline: 'Budget einhalten',
    description:
      'Ein Budget ist ein Plan, mit dem du ohne schlechtes Gewissen Geld ausgeben kannst. Fang mit wenigen groben Kategorien an und passe sie nach dem ersten Monat anhand echter Zahlen an.',
  },
  'Raise your retirement contributions by 2% of your income this quarter': {
    text: 'Dieses Quartal deine Altersvorsorge um 2 % deines Einkommens erhöhen',
    headline: 'Altersvorsorge stärken',
    description:
      'Kleine Erhöhungen jetzt wachsen durch den Zinseszins später zu großen Summen. Koppel die Änderung an eine Gehaltserhöhung, dann merkst du beim Netto nichts.',
  },
  'Save 10% of a home deposit within 2 years': {
    text: 'Innerhalb von 2 Jahren 10 % des Eigenkapitals für eine Immobilie ansparen',
    headline: 'Eigenkapital ansparen',
    description:
      'Ein klares Ziel macht aus einem fernen Traum monatliche Schritte. Teil den Betrag durch die Anzahl der Monate und spar auf einem separaten Konto.',
  },
  'Raise your credit score by 50 points within 12 months': {
    text: 'Innerhalb von 12 Monaten deine Bonität um 50 Punkte verbessern',
    headline: 'Bonität verbessern',
    description:
      'Eine bessere Bonität bedeutet günstigere Kredite und leichtere Zusagen. Bezahl jede Rechnung pünktlich, halte die Kartensalden niedrig und prüf deine Auskunft auf Fehler.',
  },
  'Cancel every subscription you have not used in the past month within 2 weeks': {
    text: 'Innerhalb von 2 Wochen jedes Abo kündigen, das du im letzten Monat nicht genutzt hast',
    headline: 'Ungenutzte Abos kündigen',
    description:
      'Vergessene Abos summieren sich unbemerkt. Geh drei Monate Kontoauszüge durch und liste jede wiederkehrende Abbuchung auf, bevor du entscheidest, was bleibt.',
  },
  'Invest a fixed amount in a low-cost index fund every month for a year': {
    text: 'Ein Jahr lang jeden Monat einen festen Betrag in einen günstigen Indexfonds investieren',
    headline: 'Mit dem Investieren beginnen',
    description:
      'Regelmäßiges Investieren gleicht Auf und Ab am Markt aus. Fang mit einem Betrag an, der so klein ist, dass du nie pausieren musst.',
  },
  'Pay off your car loan 6 months ahead of schedule': {
    text: 'Deinen Autokredit 6 Monate früher als geplant abbezahlen',
    headline: 'Autokredit früher tilgen',
    description:
      'Früher tilgen spart Zinsen und verschafft dir monatlich mehr Spielraum. Schon eine kleine Sondertilgung pro Monat verkürzt die Laufzeit spürbar.',
  },
  'Write a net worth statement and update it every quarter for a year': {
    text: 'Eine Vermögensaufstellung erstellen und ein Jahr lang jedes Quartal aktualisieren',
    headline: 'Dein Nettovermögen kennen',
    description:
      'Das Nettovermögen zeigt deine finanzielle Richtung besser als das Einkommen. Liste in einer einfachen Tabelle auf, was du besitzt und was du schuldest.',
  },
  'Earn an extra $300 a month from a side income within 6 months': {
    text: 'Innerhalb von 6 Monaten monatlich 300 $ zusätzlich nebenher verdienen',
    headline: 'Monatlicher Zuverdienst',
    description:
      'Eine zweite Einkommensquelle bringt Sicherheit und Möglichkeiten. Überleg, wobei dich andere schon heute um Hilfe bitten, etwa Nachhilfe, Reparaturen oder Design.',
  },
  'Go 30 days without any non-essential purchases': {
    text: '30 Tage lang nichts Unnötiges kaufen',
    headline: 'Monat ohne Ausgaben',
    description:
      'Ein Monat ohne Extras stellt deine Ausgabegewohnheiten neu ein und zeigt, was du wirklich brauchst. Leg vorher fest, was als notwendig gilt.',
  },
  "Save for next summer's holiday in cash so it costs nothing in debt": {
    text: 'Den Urlaub im nächsten Sommer bar ansparen, damit er keine Schulden macht',
    headline: 'Schuldenfreier Urlaub',
    description:
      'Ein im Voraus bezahlter Urlaub ist viel entspannter als einer, den du monatelang abstotterst. Schätz die Gesamtkosten und leg an jedem Zahltag einen festen Betrag zurück.',
  },
  'Learn to play 5 songs on the guitar within 4 months': {
    text: 'Innerhalb von 4 Monaten 5 Songs auf der Gitarre spielen lernen',
    headline: 'Gitarre spielen',
    description:
      'Fünf Songs reichen, um am Lagerfeuer für Freunde zu spielen. Such dir Lieblingssongs mit denselben wenigen Akkorden aus, dann geht es schnell voran.',
  },
  'Cook 10 new recipes from different cuisines within 3 months': {
    text: 'Innerhalb von 3 Monaten 10 neue Rezepte aus verschiedenen Küchen kochen',
    headline: 'Neue Küchen entdecken',
    description:
      'Mit Gerichten aus anderen Kulturen wird das Abendessen zum kleinen Abenteuer. Such dir jede Woche ein neues Rezept aus und lade jemanden zum Probieren ein.',
  },
  'Visit 3 places you have never been within the next year': {
    text: 'Im nächsten Jahr 3 Orte besuchen, an denen du noch nie warst',
    headline: 'Neue Orte entdecken',
    description:
      'Neue Orte erweitern deinen Blick, und sie müssen nicht weit weg sein. Fang mit einer Stadt oder einem Park in der Nähe an.',
  },
  'Complete a 1,000-piece jigsaw puzzle or model kit by the end of the month': {
    text: 'Bis Monatsende ein 1000-Teile-Puzzle oder einen Modellbausatz fertigstellen',
    headline: 'Ein Puzzle fertigstellen',
    description:
      'Langsame, fesselnde Projekte sind ideal zum Abschalten. Lass es sichtbar aufgebaut, damit du im Vorbeigehen ein paar Teile ergänzen kannst.',
  },
  'Go camping overnight at least twice this summer': {
    text: 'Diesen Sommer mindestens zweimal über Nacht zelten',
    headline: 'Zelten gehen',
    description:
      'Eine Nacht unter Sternen tut Körper und Geist gut. Leih dir für den ersten Ausflug die Ausrüstung und wähl einen Campingplatz mit Sanitäranlagen, damit es einfach bleibt.',
  },
  'Take an 8-week dance, pottery or art class': {
    text: 'Einen 8-wöchigen Tanz-, Töpfer- oder Kunstkurs besuchen',
    headline: 'Kreativkurs besuchen',
    description:
      'Ein Kurs gibt dir Struktur, eine Lehrkraft und Leute, mit denen du lernst. Wähl etwas, das dich schon immer gereizt hat, nicht etwas, das du schon gut kannst.',
  },
  'Watch the 20 films on your must-see list by the end of the year': {
    text: 'Bis Jahresende die 20 Filme auf deiner Muss-ich-sehen-Liste schauen',
    headline: 'Film-Watchlist',
    description:
      'Eine Liste macht aus zufälligem Streaming etwas, worauf du dich freust. Notiere nach jedem Film kurz, was dir im Gedächtnis geblieben ist.',
  },
  'Hike 10 new trails within 6 months': {
    text: 'Innerhalb von 6 Monaten 10 neue Wanderwege gehen',
    headline: 'Neue Wanderwege',
    description:
      'Jeder neue Weg ist ein kleines Abenteuer, frische Luft inklusive. Führ ein einfaches Logbuch, wo du warst, und bewerte jeden Weg fürs nächste Mal.',
  },
  'Take a day trip somewhere new every month for the next 6 months': {
    text: 'In den nächsten 6 Monaten jeden Monat einen Tagesausflug an einen neuen Ort machen',
    headline: 'Monatliche Tagesausflüge',
    description:
      'Tagesausflüge fühlen sich an wie Urlaub, ohne viel zu kosten. Leg die Termine im Voraus fest, damit sie nicht im Alltag untergehen.',
  },
  'See 4 live concerts, plays or sports events this year': {
    text: 'Dieses Jahr 4 Konzerte, Theaterstücke oder Sportveranstaltungen live erleben',
    headline: 'Live dabei sein',
    description:
      'Live-Veranstaltungen haben eine Energie, die kein Bildschirm ersetzt. Folge ein paar Veranstaltungsorten in deiner Nähe, damit du von Shows erfährst, bevor sie ausverkauft sind.',
  },
  'Complete a 12-month photography project and print your 12 favourite shots by December': {
    text: 'Ein 12-monatiges Fotoprojekt durchziehen und bis Dezember deine 12 Lieblingsbilder drucken',
    headline: 'Fotoprojekt',
    description:
      'Ein Monatsthema schult deinen Blick und gibt dir einen Grund rauszugehen. Gedruckt werden die besten Bilder zu etwas, woran du dich jeden Tag freust.',
  },
  'Host a dinner party for friends within the next 6 weeks': {
    text: 'In den nächsten 6 Wochen Freunde zu einem Abendessen einladen',
    headline: 'Abendessen geben',
    description:
      'Gastgeber sein bringt Menschen zusammen und macht mehr Spaß, als es klingt. Koch nur Gerichte, die du gut kannst, damit du den Abend auch genießt.',
  },
  'Grow your own herbs or vegetables and harvest a first crop by the end of summer': {
    text: 'Eigene Kräuter oder eigenes Gemüse ziehen und bis Sommerende die erste Ernte einbringen',
    headline: 'Eigener Garten',
    description:
      'Etwas zu essen, das du selbst gezogen hast, ist zutiefst befriedigend. Fang klein an mit ein paar Töpfen Kräuter, Salat oder Tomaten auf einer sonnigen Fensterbank.',
  },
  'Try a new hobby every month for 12 months': {
    text: '12 Monate lang jeden Monat ein neues Hobby ausprobieren',
    headline: 'Hobby des Monats',
    description:
      'Hobbys auszuprobieren ist der schnellste Weg, eines zu finden, das du liebst. Halte jeden Versuch günstig und locker – es geht um Neugier, nicht um Perfektion.',
  },
  'Run a 5K in under 30 minutes within 12 weeks': {
    text: 'Innerhalb von 12 Wochen 5 km in unter 30 Minuten laufen',
    headline: '5 km laufen',
    description:
      'Ein 5-km-Lauf ist ein tolles erstes Rennen und ein klarer Fitnessmeilenstein. Folge einem Anfängerplan mit drei kurzen Läufen pro Woche und jeweils einem lockeren Ruhetag dazwischen.',
  },
  'Average 10,000 steps a day for 30 days': {
    text: '30 Tage lang im Schnitt 10.000 Schritte am Tag gehen',
    headline: '10.000 Schritte am Tag',
    description:
      'Mehr zu gehen ist einer der einfachsten Wege zu besserer Gesundheit. Verteil es auf kurze Spaziergänge nach dem Essen und telefonier im Stehen oder Gehen.',
  },
  'Lose 5 kg (about 11 lb) in 3 months through better eating and exercise': {
    text: 'In 3 Monaten durch bessere Ernährung und Bewegung 5 kg abnehmen',
    headline: '5 kg abnehmen',
    description:
      'Wer pro Woche weniger als ein halbes Kilo abnimmt, hält das Gewicht eher. Setz auf Eiweiß, Gemüse und regelmäßige Bewegung statt auf strenge Regeln.',
  },
  'Do 20 consecutive push-ups within 8 weeks': {
    text: 'Innerhalb von 8 Wochen 20 Liegestütze am Stück schaffen',
    headline: '20 Liegestütze',
    description:
      'Liegestütze stärken Oberkörper und Rumpf ganz ohne Geräte. Fang auf den Knien oder an der Wand an und steigere dich jede Woche um ein paar Wiederholungen.',
  },
  'Go 30 days without drinking alcohol': {
    text: '30 Tage lang keinen Alkohol trinken',
    headline: 'Alkoholfreier Monat',
    description:
      'Ein Monat ohne Alkohol bringt oft besseren Schlaf, mehr Energie und reinere Haut. Leg dir Getränke zu, die du magst, damit du bei Feiern etwas parat hast.',
  },
  'Average at least 7 hours of sleep a night for the next 6 weeks': {
    text: 'In den nächsten 6 Wochen im Schnitt mindestens 7 Stunden pro Nacht schlafen',
    headline: '7+ Stunden schlafen',
    description:
      'Schlaf beeinflusst Stimmung, Gewicht, Konzentration und Immunsystem. Rechne von deiner Weckzeit zurück, um eine Schlafenszeit festzulegen, und halte sie auch am Wochenende ein.',
  },
  'Strength train 3 times a week for 3 months': {
    text: '3 Monate lang dreimal pro Woche Krafttraining machen',
    headline: 'Kraft aufbauen',
    description:
      'Krafttraining schützt Gelenke, Knochen und Stoffwechsel, wenn du älter wirst. Beginne mit Grundübungen wie Kniebeugen, Rudern und Drücken und achte auf saubere Technik.',
  },
  'Book and attend a full health check-up and dental appointment within 30 days': {
    text: 'Innerhalb von 30 Tagen einen Gesundheits-Check-up und einen Zahnarzttermin buchen und wahrnehmen',
    headline: 'Gesundheits-Check-up',
    description:
      'Regelmäßige Untersuchungen erkennen Probleme früh, wenn sie am leichtesten zu behandeln sind. Schreib dir vorher deine Fragen auf, damit du den Termin gut nutzt.',
  },
  'Eat 5 portions of fruit and vegetables every day for 8 weeks': {
    text: '8 Wochen lang jeden Tag 5 Portionen Obst und Gemüse essen',
    headline: 'Fünf am Tag',
    description:
      'Obst und Gemüse liefern Ballaststoffe, Vitamine und anhaltende Energie. Eine Portion zum Frühstück und zwei zum Abendessen, und du hast schon das meiste geschafft.',
  },
  'Quit smoking or vaping completely within 3 months': {
    text: 'Innerhalb von 3 Monaten komplett mit dem Rauchen oder Dampfen aufhören',
    headline: 'Rauchfrei werden',
    description:
      'Aufhören ist das Beste, was du für deine Gesundheit tun kannst. Leg einen Stichtag fest, erzähl Menschen davon, denen du vertraust, und frag in der Arztpraxis nach Unterstützung.',
  },
  'Touch your toes after 6 weeks of daily stretching': {
    text: 'Nach 6 Wochen täglichem Dehnen mit den Fingern die Zehen berühren',
    headline: 'Beweglicher werden',
    description:
      'Mehr Beweglichkeit lindert Beschwerden und erleichtert alltägliche Bewegungen. Zehn Minuten sanftes Dehnen nach einer warmen Dusche sind ein guter Anfang.',
  },
  'Complete a half marathon within 6 months': {
    text: 'Innerhalb von 6 Monaten einen Halbmarathon laufen',
    headline: 'Halbmarathon',
    description:
      'Das Training für einen Halbmarathon gibt monatelangem Sport eine Struktur. Verlängere deinen längsten Lauf um etwa 10 % pro Woche und halte die Ruhetage ein.',
  },
  'Keep added sugar under 25 grams a day for 1 month': {
    text: '1 Monat lang weniger als 25 Gramm zugesetzten Zucker pro Tag essen',
    headline: 'Weniger Zucker',
    description:
      'Weniger Zucker stabilisiert deine Energie und dämpft nach der ersten Woche den Heißhunger. Prüf zuerst die Etiketten von Getränken, Soßen und Frühstücksprodukten.',
  },
  'Swim 1 km without stopping within 10 weeks': {
    text: 'Innerhalb von 10 Wochen 1 km am Stück schwimmen',
    headline: '1 km schwimmen',
    description:
      'Schwimmen trainiert den ganzen Körper und schont die Gelenke. Wechsle zwischen Bahnen schwimmen und Pausen und verkürze die Pausen nach und nach.',
  },
  'Go on a date night with your partner every week for 3 months': {
    text: '3 Monate lang jede Woche einen Date-Abend mit deiner Partnerin oder deinem Partner verbringen',
    headline: 'Wöchentlicher Date-Abend',
    description:
      'Regelmäßige gemeinsame Zeit verhindert, dass eure Beziehung auf Autopilot läuft. Es darf einfach sein: ein Spaziergang, selbst gekochtes Essen oder ein Film ohne Handys.',
  },
  'Reconnect with 5 old friends you have lost touch with within 2 months': {
    text: 'Innerhalb von 2 Monaten wieder Kontakt zu 5 alten Freunden aufnehmen',
    headline: 'Alte Freunde wiederfinden',
    description:
      'Alte Freunde freuen sich oft, von dir zu hören. Eine kurze Nachricht mit einer gemeinsamen Erinnerung ist ein leichter, herzlicher Neuanfang.',
  },
  'Plan a surprise weekend away for your partner within 6 months': {
    text: 'Innerhalb von 6 Monaten ein Überraschungswochenende für deine Partnerin oder deinen Partner planen',
    headline: 'Wochenendtrip zu zweit',
    description:
      'Ein Wochenende weg gibt euch Zeit füreinander, ohne Ablenkungen des Alltags. Wähl einen Ort, der zu dem passt, was dein Schatz am meisten liebt.',
  },
  'Make 2 new friends in your area within 6 months': {
    text: 'Innerhalb von 6 Monaten 2 neue Freundschaften in deiner Gegend schließen',
    headline: 'Neue Freunde finden',
    description:
      'Freundschaften wachsen aus wiederholten Begegnungen, also such dir regelmäßige Aktivitäten. Schlag nach dem dritten oder vierten Treffen einen Kaffee vor.',
  },
  'Learn how your partner best feels loved and act on it every week for a month': {
    text: 'Herausfinden, wodurch sich deine Partnerin oder dein Partner am meisten geliebt fühlt, und einen Monat lang jede Woche danach handeln',
    headline: 'Liebe auf ihre Art zeigen',
    description:
      'Menschen fühlen sich auf verschiedene Weise umsorgt: durch Worte, Zeit, Hilfe, Geschenke oder Berührung. Frag direkt nach und mach dann jede Woche eine kleine Geste.',
  },
  "Mark every close friend's birthday this year with a card or a call": {
    text: 'Dieses Jahr jedem engen Freund mit einer Karte oder einem Anruf zum Geburtstag gratulieren',
    headline: 'Keinen Geburtstag vergessen',
    description:
      'Wer an Geburtstage denkt, zeigt Menschen, dass sie ihm wichtig sind. Trag jetzt alle in deinen Kalender ein, mit einer Erinnerung ein paar Tage vorher.',
  },
  'Resolve one long-standing conflict with an honest conversation this month': {
    text: 'Diesen Monat einen lange schwelenden Konflikt in einem ehrlichen Gespräch lösen',
    headline: 'Einen Konflikt lösen',
    description:
      'Ungelöste Spannungen zehren still an einer Beziehung. Wähl einen ruhigen Moment, sprich über deine Gefühle statt über ihr Verhalten und hör ganz zu.',
  },
  'Read a book about communication with your partner within 2 months': {
    text: 'Innerhalb von 2 Monaten gemeinsam mit deinem Schatz ein Buch über Kommunikation lesen',
    headline: 'Gemeinsam lesen',
    description:
      'Dasselbe Buch gibt euch eine gemeinsame Sprache für heikle Themen. Lest jeweils ein Kapitel und sprecht dann über eine Idee, die ihr ausprobieren wollt.',
  },
  'Join a club or group to meet like-minded people within 4 weeks': {
    text: 'Innerhalb von 4 Wochen einem Verein oder einer Gruppe Gleichgesinnter beitreten',
    headline: 'Teil einer Gemeinschaft werden',
    description:
      'Gemeinsame Interessen machen es leicht, neue Leute kennenzulernen. Such nach Gruppen, die sich wöchentlich treffen, etwa Sportteams, Chöre oder Buchclubs.',
  },
  'Spend one phone-free evening a week with your partner for 2 months': {
    text: '2 Monate lang einen handyfreien Abend pro Woche mit deinem Schatz verbringen',
    headline: 'Handyfreie Abende',
    description:
      'Wer das Handy weglegt, zeigt: Du hast meine volle Aufmerksamkeit. Lasst die Handys in einem anderen Raum und schaut, wie sich das Gespräch verändert.',
  },
  'Write a heartfelt thank-you letter to 3 people who shaped your life by the end of the year': {
    text: 'Bis Jahresende 3 Menschen, die dein Leben geprägt haben, einen herzlichen Dankesbrief schreiben',
    headline: 'Dankesbriefe',
    description:
      'Menschen zu sagen, wie sie dir geholfen haben, stärkt die Verbindung und tut euch beiden gut. Sei konkret, was sie getan haben und was es dir bedeutet hat.',
  },
  'Set up a monthly catch-up with your closest friend for the next 6 months': {
    text: 'In den nächsten 6 Monaten ein monatliches Treffen mit deinem besten Freund oder deiner besten Freundin einrichten',
    headline: 'Monatliches Freundestreffen',
    description:
      'Auch enge Freundschaften verblassen ohne regelmäßigen Kontakt. Vereinbart einen wiederkehrenden Termin, damit ihr nie von vorn nach Zeit suchen müsst.',
  },
  'Go on a first date with someone new within the next 2 months': {
    text: 'In den nächsten 2 Monaten ein erstes Date mit jemand Neuem haben',
    headline: 'Wieder daten',
    description:
      'Sich darauf einzulassen ist der schwerste Teil. Halte erste Dates kurz und locker, etwa bei einem Kaffee oder Spaziergang, damit sie sich leicht anfühlen.',
  },
  'Attend a couples workshop or 3 counselling sessions together within 3 months': {
    text: 'Innerhalb von 3 Monaten gemeinsam einen Paarworkshop oder 3 Beratungssitzungen besuchen',
    headline: 'In eure Beziehung investieren',
    description:
      'Ihr müsst nicht in einer Krise stecken, um von Unterstützung zu profitieren. Ein paar begleitete Sitzungen geben euch neue Werkzeuge für alltägliche Reibereien.',
  },
  'Meditate for 10 minutes a day for 60 days in a row': {
    text: '60 Tage am Stück täglich 10 Minuten meditieren',
    headline: 'Tägliche Meditation',
    description:
      'Regelmäßiges Meditieren beruhigt den Geist und schärft die Aufmerksamkeit. Stell einen Timer, setz dich bequem hin und lenk deinen Fokus sanft zum Atem zurück, wenn er abschweift.',
  },
  'Complete an 8-week mindfulness course': {
    text: 'Einen 8-wöchigen Achtsamkeitskurs abschließen',
    headline: 'Achtsamkeitskurs',
    description:
      'Ein strukturierter Kurs gibt dir Anleitung und eine beständige Praxis. Viele gibt es online oder in Volkshochschulen und Gemeindezentren.',
  },
  'Attend a weekend silent retreat within 6 months': {
    text: 'Innerhalb von 6 Monaten an einem Schweige-Retreat übers Wochenende teilnehmen',
    headline: 'Schweige-Retreat',
    description:
      'Ein paar Tage Stille lassen dich deine eigenen Gedanken klar hören. Wähl ein Retreat für Einsteiger und geh ohne Erwartungen hin.',
  },
  'Read one sacred or philosophical text from cover to cover this year': {
    text: 'Dieses Jahr einen heiligen oder philosophischen Text von vorn bis hinten lesen',
    headline: 'Einen heiligen Text studieren',
    description:
      'Grundlegende Texte leiten Menschen seit Jahrhunderten. Lies immer nur ein paar Seiten und schreib dir eine Zeile auf, die dich anspricht.',
  },
  'Volunteer 50 hours for a cause you care about this year': {
    text: 'Dieses Jahr 50 Stunden ehrenamtlich für ein Anliegen arbeiten, das dir am Herzen liegt',
    headline: '50 Stunden Ehrenamt',
    description:
      'Anderen zu helfen schenkt tiefen Sinn und Verbundenheit. Etwa eine Stunde pro Woche genügt; such dir eine Aufgabe, die zu deinen Fähigkeiten passt.',
  },
  'Keep a gratitude journal every day for 90 days': {
    text: '90 Tage lang täglich ein Dankbarkeitstagebuch führen',
    headline: 'Dankbarkeitstagebuch',
    description:
      'Wer bemerkt, was gut ist, trainiert seinen Geist, es leichter zu finden. Schreib jeden Abend drei konkrete Dinge auf, auch an schweren Tagen.',
  },
  'Spend one device-free day in nature every month for 6 months': {
    text: '6 Monate lang jeden Monat einen Tag ohne Geräte in der Natur verbringen',
    headline: 'Tage in der Natur',
    description:
      'Zeit in der Natur stellt die Aufmerksamkeit wieder her und rückt Sorgen ins rechte Maß. Plan eine Route in einen Park, an die Küste oder in den Wald und lass das Handy in der Tasche.',
  },
  'Attend a service, gathering or meditation group every week for 3 months': {
    text: '3 Monate lang jede Woche einen Gottesdienst, ein Treffen oder eine Meditationsgruppe besuchen',
    headline: 'Deine Gemeinschaft finden',
    description:
      'Gemeinsam zu praktizieren gibt Halt und ein Gefühl der Zugehörigkeit. Probier ein paar Gruppen aus, bevor du entscheidest, welche sich richtig anfühlt.',
  },
  'Write down your core beliefs and what gives your life meaning within a month': {
    text: 'Innerhalb eines Monats deine Grundüberzeugungen aufschreiben und was deinem Leben Sinn gibt',
    headline: 'Deine Überzeugungen klären',
    description:
      'Wenn du deine Überzeugungen in Worte fasst, kannst du leichter nach ihnen leben. Beginne mit ein paar Fragen: Worauf vertraue ich, worauf hoffe ich, was schulde ich anderen?',
  },
  'Practise yoga 3 times a week for 12 weeks': {
    text: '12 Wochen lang dreimal pro Woche Yoga üben',
    headline: 'Regelmäßig Yoga',
    description:
      'Yoga verbindet Atem, Körper und Geist in einer Praxis. Einsteigervideos oder ein Kurs vor Ort vermitteln dir sichere Grundlagen.',
  },
  'Keep one day a week free of work and errands for 2 months': {
    text: '2 Monate lang einen Tag pro Woche frei von Arbeit und Erledigungen halten',
    headline: 'Wöchentlicher Ruhetag',
    description:
      'Ein echter Ruhetag gibt Kraft zurück und erinnert dich daran, dass du mehr bist als deine Leistung. Bereite den Tag vorher vor, damit nichts Dringendes dazwischenkommt.',
  },
  'Do one anonymous act of kindness every week for 3 months': {
    text: '3 Monate lang jede Woche eine anonyme gute Tat vollbringen',
    headline: 'Anonyme Freundlichkeit',
    description:
      'Freundlichkeit ohne Anerkennung ist ihr eigener Lohn. Bezahl einer fremden Person den Kaffee, hinterlass eine aufmunternde Notiz oder hilf still einem Nachbarn.',
  },
  'Work through forgiving one old hurt, with a journal or counsellor, within 3 months': {
    text: 'Innerhalb von 3 Monaten mit Tagebuch oder Beratung eine alte Verletzung vergeben',
    headline: 'Vergebung üben',
    description:
      'Beim Vergeben geht es darum, dich selbst zu befreien, nicht darum, den anderen zu entschuldigen. Aufzuschreiben, was passiert ist und wie es dich getroffen hat, ist ein guter erster Schritt.',
  },
  'Watch the sunrise once a week for 2 months': {
    text: '2 Monate lang einmal pro Woche den Sonnenaufgang anschauen',
    headline: 'Den Sonnenaufgang begrüßen',
    description:
      'Den Tag beginnen zu sehen ist ein einfacher Weg, sich als Teil von etwas Größerem zu fühlen. Such dir einen Platz mit freiem Blick nach Osten und nimm ein warmes Getränk mit.',
  },
  'Spend your first work hour on your most important task': {
    text: 'Die erste Arbeitsstunde deiner wichtigsten Aufgabe widmen',
    headline: 'Wichtiges zuerst',
    description:
      'Früh am Tag bist du meist am konzentriertesten. Leg die Aufgabe am Vorabend fest, damit du loslegen kannst, ohne Nachrichten zu checken.',
  },
  'Check email only at three set times during the day': {
    text: 'E-Mails nur zu drei festen Zeiten am Tag abrufen',
    headline: 'E-Mails bündeln',
    description:
      'Ständiges Nachsehen reißt dich aus der Konzentration. Schließ dein Postfach zwischen den festen Zeiten und sag anderen, wann sie mit einer Antwort rechnen können.',
  },
  'Write down one win from your workday': {
    text: 'Einen Erfolg deines Arbeitstags aufschreiben',
    headline: 'Erfolg notieren',
    description:
      'Eine laufende Erfolgsliste motiviert und macht Mitarbeitergespräche und Bewerbungen viel leichter. Eine Zeile reicht.',
  },
  'Read one article about your industry': {
    text: 'Einen Artikel über deine Branche lesen',
    headline: 'Branchenlektüre',
    description:
      'Wer informiert bleibt, erkennt Trends, bevor sie ankommen. Folge zwei, drei verlässlichen Quellen, statt endlos durch Feeds zu scrollen.',
  },
  'Send one friendly message to someone in your professional network': {
    text: 'Jemandem aus deinem beruflichen Netzwerk eine freundliche Nachricht schicken',
    headline: 'Netzwerk pflegen',
    description:
      'Netzwerke leben von kleinen, regelmäßigen Kontakten. Teil einen nützlichen Link, gratuliere jemandem oder frag einfach, wie es läuft.',
  },
  'Block 90 minutes of focus time with notifications turned off': {
    text: '90 Minuten Fokuszeit mit ausgeschalteten Benachrichtigungen blocken',
    headline: 'Fokusblock',
    description:
      'Konzentrierte Arbeit braucht lange, ungestörte Phasen. Trag den Block sichtbar in deinen Kalender ein und behandle ihn wie ein Meeting.',
  },
  'Spend 15 minutes practising a skill your role needs': {
    text: '15 Minuten eine Fähigkeit üben, die dein Job verlangt',
    headline: 'Fähigkeiten üben',
    description:
      'Kurzes tägliches Üben wird im Lauf eines Jahres zu echtem Können. Nimm dir eine Fähigkeit nach der anderen vor und bleib ein paar Wochen dran.',
  },
  'Write a short end-of-day note on what is done and what comes next': {
    text: 'Zum Feierabend kurz notieren, was erledigt ist und was als Nächstes kommt',
    headline: 'Feierabendnotiz',
    description:
      'Den Tag auf Papier abzuschließen hilft dir abzuschalten und morgen schneller zu starten. Drei Stichpunkte genügen.',
  },
  'Clear your desk and close all browser tabs before logging off': {
    text: 'Vor dem Abmelden den Schreibtisch aufräumen und alle Browser-Tabs schließen',
    headline: 'Sauberer Feierabend',
    description:
      'Ein aufgeräumter Arbeitsplatz macht den nächsten Morgen ruhiger und konzentrierter. Es dauert zwei Minuten und markiert das Ende des Arbeitstags.',
  },
  'Give one colleague specific, sincere praise': {
    text: 'Eine Kollegin oder einen Kollegen konkret und aufrichtig loben',
    headline: 'Kollegen wertschätzen',
    description:
      'Konkretes Lob schafft Vertrauen und eine bessere Teamkultur. Sag genau, was die Person getan hat und warum es geholfen hat.',
  },
  'Prepare a written agenda before every meeting you run': {
    text: 'Vor jedem Meeting, das du leitest, eine schriftliche Agenda vorbereiten',
    headline: 'Meeting-Agenda',
    description:
      'Eine Agenda hält Meetings kurz und nützlich. Liste die nötigen Entscheidungen auf und schick sie vorab an alle Teilnehmenden.',
  },
  'Take a proper lunch break away from your desk': {
    text: 'Eine richtige Mittagspause abseits vom Schreibtisch machen',
    headline: 'Echte Mittagspause',
    description:
      'Abstand gibt Energie für den Nachmittag. Schon 20 Minuten draußen oder mit Kollegen machen einen spürbaren Unterschied.',
  },
  'Spend 20 minutes on your side project': {
    text: '20 Minuten an deinem Nebenprojekt arbeiten',
    headline: 'Zeit fürs Nebenprojekt',
    description:
      'Ein kleiner Fortschritt jeden Tag hält ein Nebenprojekt am Leben. Hör mitten in einer Aufgabe auf, dann fällt der Wiedereinstieg morgen leicht.',
  },
  'Read 20 pages of a book': {
    text: '20 Seiten in einem Buch lesen',
    headline: '20 Seiten lesen',
    description:
      'Zwanzig Seiten am Tag ergeben mehr als zwanzig Bücher im Jahr. Leg dein Buch dorthin, wo du es siehst, etwa neben dein Bett.',
  },
  'Practise a new language for 15 minutes': {
    text: '15 Minuten eine neue Sprache üben',
    headline: 'Sprachpraxis',
    description:
      'Kurze tägliche Einheiten helfen, dass neue Wörter hängen bleiben. Kombiniere eine App mit Musik oder Podcasts in der Sprache.',
  },
  'Write one page in your journal': {
    text: 'Eine Seite Tagebuch schreiben',
    headline: 'Eine Seite Tagebuch',
    description:
      'Mit der Hand zu schreiben hilft dir, deine Gedanken zu ordnen. Fang damit an, was heute passiert ist und wie du dich dabei fühlst.',
  },
  'Learn one new word and use it in a sentence': {
    text: 'Ein neues Wort lernen und in einem Satz verwenden',
    headline: 'Ein neues Wort am Tag',
    description:
      'Ein größerer Wortschatz hilft dir, genauer zu denken und dich präziser auszudrücken. Wenn du das Wort gleich verwendest, merkst du es dir besser.',
  },
  'Listen to an educational podcast during your commute': {
    text: 'Auf dem Arbeitsweg einen lehrreichen Podcast hören',
    headline: 'Unterwegs lernen',
    description:
      'So wird Fahrzeit zu Lernzeit. Such die Folgen am Vorabend aus, damit du unterwegs nicht erst wählen musst.',
  },
  'Write down one thing you learned today': {
    text: 'Eine Sache aufschreiben, die du heute gelernt hast',
    headline: 'Lerntagebuch',
    description:
      'Was du benennst, behältst du besser. Mit der Zeit zeigt dir das Tagebuch, wie sehr du gewachsen bist.',
  },
  'Do one small thing that makes you slightly nervous': {
    text: 'Eine Kleinigkeit tun, die dich ein bisschen nervös macht',
    headline: 'Über dich hinauswachsen',
    description:
      'Regelmäßige kleine Mutproben machen dich bereit für größere. Stell eine Frage, teil eine Idee oder probier etwas Ungewohntes.',
  },
  'Spend 5 minutes reflecting on what went well and what to improve': {
    text: '5 Minuten darüber nachdenken, was gut lief und was besser geht',
    headline: 'Tagesrückblick',
    description:
      'Ein kurzer Rückblick macht aus Erfahrung Lernen. Stell dir zwei Fragen: Was hat heute funktioniert, und was würde ich anders machen?',
  },
  'Spend 30 minutes on an online course': {
    text: '30 Minuten an einem Onlinekurs arbeiten',
    headline: 'Kursfortschritt',
    description:
      'Regelmäßige Einheiten bringen dich stetig durch den Stoff. Plane die Zeit jeden Tag zur gleichen Stunde ein, dann wird sie zur Gewohnheit.',
  },
  'Replace 15 minutes of scrolling with reading': {
    text: '15 Minuten Scrollen durch Lesen ersetzen',
    headline: 'Weniger scrollen, mehr lesen',
    description:
      'Etwas Bildschirmzeit gegen Lesen zu tauschen verbessert mit der Zeit deine Konzentration. Leg ein Buch oder einen E-Reader dorthin, wo du sonst zum Handy greifst.',
  },
  'Solve one puzzle or brain teaser': {
    text: 'Ein Rätsel oder eine Denksportaufgabe lösen',
    headline: 'Gehirnjogging',
    description:
      'Rätsel halten den Kopf beweglich und sind eine nette Pause. Kreuzworträtsel, Sudoku oder Logikrätsel zählen alle.',
  },
  'Read your goals out loud each morning': {
    text: 'Jeden Morgen deine Ziele laut vorlesen',
    headline: 'Ziele vor Augen',
    description:
      'Wer seine Ziele täglich sieht, behält sie im Kopf. Es dauert keine Minute und prägt deine Entscheidungen den ganzen Tag.',
  },
  'Practise touch-typing for 10 minutes': {
    text: '10 Minuten Zehnfingerschreiben üben',
    headline: 'Tippen üben',
    description:
      'Schneller tippen spart Zeit bei allem, was du am Computer machst. Achte zuerst auf Genauigkeit, das Tempo kommt von selbst.',
  },
  'Eat dinner together with phones away from the table': {
    text: 'Gemeinsam zu Abend essen, die Handys weg vom Tisch',
    headline: 'Abendessen ohne Handy',
    description:
      'Ohne Handys wird das Abendessen zu echter gemeinsamer Zeit. Ein Korb an der Tür für alle Geräte macht die Regel leicht.',
  },
  'Read a bedtime story with your child': {
    text: 'Mit deinem Kind eine Gutenachtgeschichte lesen',
    headline: 'Gutenachtgeschichte',
    description:
      'Gemeinsames Lesen fördert die Sprache und sorgt für einen ruhigen Tagesausklang. Lass dein Kind das Buch aussuchen und stell unterwegs Fragen.',
  },
  'Ask each family member about the best part of their day': {
    text: 'Jedes Familienmitglied nach dem schönsten Moment seines Tages fragen',
    headline: 'Schönster Moment des Tages',
    description:
      'Diese einfache Frage öffnet Gespräche, die „Wie war dein Tag?“ selten schafft. Erzähl auch deine eigene Antwort.',
  },
  'Send a message or photo to a parent or sibling': {
    text: 'Einem Elternteil oder Geschwister eine Nachricht oder ein Foto schicken',
    headline: 'Bei der Familie melden',
    description:
      'Kleine, häufige Kontakte halten die Familie auch über Entfernungen zusammen. Ein Foto aus deinem Tag reicht für den Anfang eines Gesprächs.',
  },
  'Give each person at home a hug': {
    text: 'Jede Person zu Hause umarmen',
    headline: 'Tägliche Umarmung',
    description:
      'Körperliche Zuneigung baut Stress ab und schafft Nähe. Mach sie zum Teil von „Guten Morgen“ oder „Gute Nacht“.',
  },
  'Spend 15 minutes of undivided play time with your kids': {
    text: '15 Minuten ungeteilt mit deinen Kindern spielen',
    headline: 'Ungeteilte Spielzeit',
    description:
      'Fünfzehn Minuten volle Aufmerksamkeit bedeuten einem Kind mehr als Stunden nebenbei. Lass dein Kind das Spiel bestimmen.',
  },
  'Do one household chore without being asked': {
    text: 'Eine Hausarbeit erledigen, ohne dass man dich darum bittet',
    headline: 'Im Haushalt anpacken',
    description:
      'Die Last zu teilen zeigt Respekt vor allen im Haushalt. Achte darauf, was ansteht, und kümmere dich still darum.',
  },
  'Cook a meal together with a family member': {
    text: 'Mit einem Familienmitglied gemeinsam kochen',
    headline: 'Zusammen kochen',
    description:
      'Gemeinsam kochen ist Teamarbeit, Gespräch und Mahlzeit in einem. Gib Kindern einfache Aufgaben wie Gemüse waschen oder umrühren.',
  },
  'Thank each person at home for something specific': {
    text: 'Jeder Person zu Hause für etwas Bestimmtes danken',
    headline: 'Danke in der Familie',
    description:
      'Konkreter Dank zeigt, dass du den Einsatz jedes Einzelnen siehst. So entsteht ein Zuhause, in dem sich alle geschätzt fühlen.',
  },
  'Take a family walk after dinner': {
    text: 'Nach dem Abendessen einen Familienspaziergang machen',
    headline: 'Abendspaziergang mit Familie',
    description:
      'Ein kurzer Spaziergang hilft bei der Verdauung und gibt allen Gelegenheit zu reden. Nebeneinander zu gehen macht Kindern das Erzählen oft leichter.',
  },
  'Pack lunches and bags the night before': {
    text: 'Pausenbrote und Taschen am Vorabend packen',
    headline: 'Am Vorabend vorbereiten',
    description:
      'Was abends vorbereitet ist, macht die Morgen für die ganze Familie ruhiger. Lass die Kinder ihre Taschen selbst mitpacken.',
  },
  'Leave a short encouraging note for your child': {
    text: 'Deinem Kind eine kurze aufmunternde Notiz hinterlassen',
    headline: 'Aufmunternde Notiz',
    description:
      'Ein Zettel in der Brotdose oder auf dem Kissen zeigt deinem Kind, dass du an es denkst. Halte ihn kurz und konkret.',
  },
  'Call a grandparent or older relative': {
    text: 'Eine Oma, einen Opa oder einen älteren Verwandten anrufen',
    headline: 'Großeltern anrufen',
    description:
      'Ein kurzer Anruf kann einem älteren Verwandten den ganzen Tag verschönern. Frag nach ihrem Leben und ihren Geschichten, nicht nur nach der Gesundheit.',
  },
  'Record every purchase you make today': {
    text: 'Jeden Einkauf von heute notieren',
    headline: 'Ausgaben notieren',
    description:
      'Wer Einkäufe aufschreibt, macht Ausgaben sichtbar und senkt sie oft. Eine Notiz-App oder eine einfache Tabelle genügt.',
  },
  'Check your bank balance and recent transactions': {
    text: 'Kontostand und letzte Umsätze prüfen',
    headline: 'Konten checken',
    description:
      'Ein kurzer täglicher Blick hilft dir, Fehler und Betrug früh zu entdecken. Außerdem weißt du immer, wie viel du wirklich hast.',
  },
  'Wait 24 hours before making any non-essential purchase': {
    text: 'Vor jedem nicht notwendigen Kauf 24 Stunden warten',
    headline: '24-Stunden-Regel',
    description:
      'Ein Tag Wartezeit filtert Impulskäufe heraus. Wenn du es morgen noch willst, kannst du es mit klarem Kopf kaufen.',
  },
  'Move a small amount into your savings account': {
    text: 'Einen kleinen Betrag auf dein Sparkonto überweisen',
    headline: 'Täglich sparen',
    description:
      'Selbst eine kleine tägliche Überweisung ergibt übers Jahr ein echtes Polster. Automatisiere sie, wenn deine Bank das anbietet.',
  },
  'Pack your lunch instead of buying it': {
    text: 'Dein Mittagessen mitbringen, statt es zu kaufen',
    headline: 'Essen mitbringen',
    description:
      'Selbst gemachtes Mittagessen spart Geld und ist meist gesünder. Koch abends etwas mehr und pack die Reste ein.',
  },
  'Make your coffee at home instead of buying it': {
    text: 'Deinen Kaffee zu Hause machen, statt ihn zu kaufen',
    headline: 'Kaffee von zu Hause',
    description:
      'Tägliche Besuche im Café summieren sich schnell. Mit einem guten Thermobecher wird Kaffee von zu Hause zum kleinen Genuss.',
  },
  'Read about personal finance for 10 minutes': {
    text: '10 Minuten über private Finanzen lesen',
    headline: 'Finanzlektüre',
    description:
      'Wer Geld versteht, entscheidet sicherer. Such dir ein seriöses Buch oder einen Blog und lies jeden Tag ein wenig.',
  },
  'Compare prices before buying anything over $50': {
    text: 'Vor jedem Kauf über 50 $ Preise vergleichen',
    headline: 'Erst vergleichen',
    description:
      'Ein paar Minuten Vergleichen sparen erstaunlich viel. Prüf mindestens zwei andere Läden oder such nach einer gebrauchten Alternative.',
  },
  'Put your spare change or card round-ups into savings': {
    text: 'Kleingeld oder aufgerundete Kartenbeträge aufs Sparkonto legen',
    headline: 'Kleingeld sparen',
    description:
      'Kleine Beträge, die du nicht vermisst, summieren sich mit der Zeit. Viele Banken runden Kartenzahlungen automatisch auf.',
  },
  'Spend 5 minutes checking your budget categories': {
    text: '5 Minuten deine Budgetkategorien prüfen',
    headline: 'Budget-Check',
    description:
      'Ein täglicher Blick verhindert, dass du zu viel ausgibst. Schau, was in jeder Kategorie für den Rest des Monats übrig ist.',
  },
  'Shop with a list and stick to it': {
    text: 'Mit Einkaufsliste einkaufen und dich daran halten',
    headline: 'Mit Liste einkaufen',
    description:
      'Eine Liste hält dich fokussiert und verhindert Spontankäufe. Schreib sie, bevor du das Haus verlässt, nicht erst im Laden.',
  },
  'Unsubscribe from one marketing email list': {
    text: 'Dich von einem Werbe-Newsletter abmelden',
    headline: 'Werbung abbestellen',
    description:
      'Weniger Werbemails bedeuten weniger Versuchung, Geld auszugeben. Außerdem wird dein Posteingang ruhiger.',
  },
  'Have a no-spend day': {
    text: 'Einen Tag ohne Ausgaben einlegen',
    headline: 'Tag ohne Ausgaben',
    description:
      'Ein Tag ohne Ausgaben zeigt, wie viel du mit dem machen kannst, was du schon hast. Plane Essen und Aktivitäten vorher, dann fällt es leicht.',
  },
  'Spend 20 minutes on a hobby you enjoy': {
    text: '20 Minuten mit einem Hobby verbringen, das dir Spaß macht',
    headline: 'Zeit fürs Hobby',
    description:
      'Hobbys laden dich auf eine Weise auf, wie es passive Unterhaltung nicht kann. Schütz die Zeit wie jeden anderen Termin.',
  },
  'Play a musical instrument for 15 minutes': {
    text: '15 Minuten ein Instrument spielen',
    headline: 'Musik machen',
    description:
      'Regelmäßiges Spielen hält dich in Übung und baut Stress ab. Lass das Instrument griffbereit liegen.',
  },
  'Sketch or doodle for 10 minutes': {
    text: '10 Minuten zeichnen oder kritzeln',
    headline: 'Tägliche Skizze',
    description:
      'Zeichnen entspannt und wird mit Übung besser, egal wo du anfängst. Zeichne einfach, was vor dir liegt.',
  },
  'Take one photo of something beautiful': {
    text: 'Ein Foto von etwas Schönem machen',
    headline: 'Ein Foto am Tag',
    description:
      'Jeden Tag nach Schönem zu suchen verändert deinen Blick auf die Umgebung. Am Jahresende hast du eine wunderbare Sammlung.',
  },
  'Listen to a full album without distractions': {
    text: 'Ein ganzes Album ohne Ablenkung hören',
    headline: 'Ein Album hören',
    description:
      'Ein Album von Anfang bis Ende zu hören ist ein kleines, reiches Erlebnis. Probier etwas Neues aus einem Genre, das du selten hörst.',
  },
  'Dance to your favourite song': {
    text: 'Zu deinem Lieblingslied tanzen',
    headline: 'Tanzpause',
    description:
      'Drei Minuten Tanzen heben die Stimmung und bringen dich in Bewegung. Publikum nicht nötig.',
  },
  'Try one new recipe, snack or ingredient': {
    text: 'Ein neues Rezept, einen neuen Snack oder eine neue Zutat probieren',
    headline: 'Etwas Neues probieren',
    description:
      'Kleine Experimente beim Essen halten Mahlzeiten spannend. Nimm bei jedem Einkauf etwas Unbekanntes mit.',
  },
  'Play a board game, card game or video game with someone': {
    text: 'Mit jemandem ein Brett-, Karten- oder Videospiel spielen',
    headline: 'Spielzeit',
    description:
      'Gemeinsames Spielen ist einer der einfachsten Wege, zusammen zu lachen. Kurze Spiele passen gut an vollen Abenden.',
  },
  'Read a chapter of a novel just for pleasure': {
    text: 'Ein Kapitel eines Romans einfach zum Vergnügen lesen',
    headline: 'Lesen zum Vergnügen',
    description:
      'Romane sind Erholung für den Kopf und ein Fenster in andere Leben. Wähl Bücher, die dir Freude machen, nicht solche, die man gelesen haben sollte.',
  },
  'Spend 15 minutes in the garden or tending your plants': {
    text: '15 Minuten im Garten oder mit deinen Pflanzen verbringen',
    headline: 'Gartenzeit',
    description:
      'Pflanzen zu pflegen beruhigt und belohnt. Schon ein paar Töpfe auf der Fensterbank geben dir etwas zum Umsorgen.',
  },
  'Do something playful with no goal attached': {
    text: 'Etwas Verspieltes tun, ganz ohne Ziel',
    headline: 'Einfach spielen',
    description:
      'Spielen ohne Zweck tut Kreativität und Nerven gut. Kick einen Ball, bau etwas Albernes oder erfinde ein Spiel.',
  },
  'Plan one thing to look forward to this week': {
    text: 'Eine Sache planen, auf die du dich diese Woche freuen kannst',
    headline: 'Vorfreude schaffen',
    description:
      'Vorfreude ist ein großer Teil des Glücks. Schon ein kleiner Plan, etwa ein Lieblingsessen oder ein Spaziergang mit einer Freundin, hebt die Woche.',
  },
  'Enjoy a comedy clip, comic strip or funny story': {
    text: 'Einen lustigen Clip, Comic oder eine witzige Geschichte genießen',
    headline: 'Täglich lachen',
    description:
      'Lachen löst Anspannung und hebt die Stimmung. Leg dir eine kleine Liste mit Dingen an, die dich zuverlässig zum Lächeln bringen.',
  },
  'Walk 20 minutes after lunch': {
    text: 'Nach dem Mittagessen 20 Minuten spazieren gehen',
    headline: 'Mittagsspaziergang',
    description:
      'Ein Spaziergang nach dem Essen stabilisiert den Blutzucker und vertreibt das Nachmittagstief. Nimm eine Kollegin oder einen Kollegen mit.',
  },
  'Do 10 minutes of stretching': {
    text: '10 Minuten dehnen',
    headline: 'Tägliches Dehnen',
    description:
      'Dehnen löst Verspannungen vom Sitzen und verbessert die Beweglichkeit. Konzentrier dich auf Hüften, Oberschenkelrückseite, Schultern und Nacken.',
  },
  'Eat a vegetable with every meal': {
    text: 'Zu jeder Mahlzeit Gemüse essen',
    headline: 'Gemüse zu jeder Mahlzeit',
    description:
      'Diese einfache Regel erhöht Ballaststoffe und Nährstoffe, ohne dass du etwas zählen musst. Tiefkühlgemüse zählt auch und spart Zeit.',
  },
  'Do 20 squats and 20 push-ups': {
    text: '20 Kniebeugen und 20 Liegestütze machen',
    headline: 'Eigengewichtsrunde',
    description:
      'Eine kurze Runde mit dem eigenen Körpergewicht baut ohne Geräte Kraft auf. Mach sie, während das Wasser kocht, oder vor dem Duschen.',
  },
  'Take the stairs instead of the lift': {
    text: 'Die Treppe statt des Aufzugs nehmen',
    headline: 'Treppe nehmen',
    description:
      'Treppen sind kostenloses Training mitten im Alltag. Fang mit ein, zwei Stockwerken an und steigere dich.',
  },
  'Reach 8,000 steps': {
    text: '8.000 Schritte schaffen',
    headline: '8.000 Schritte',
    description:
      'Gehen ist eines der besten Dinge für deine langfristige Gesundheit. Kurze Spaziergänge nach dem Essen machen das Ziel leicht erreichbar.',
  },
  'Finish eating 3 hours before bed': {
    text: '3 Stunden vor dem Schlafengehen mit dem Essen fertig sein',
    headline: 'Früh zu Abend essen',
    description:
      'Eine frühere letzte Mahlzeit bedeutet oft besseren Schlaf und bessere Verdauung. Wenn du später Hunger bekommst, wähl etwas Leichtes.',
  },
  'Swap one sugary drink for water or tea': {
    text: 'Ein zuckerhaltiges Getränk durch Wasser oder Tee ersetzen',
    headline: 'Süßgetränke ersetzen',
    description:
      'Süße Getränke liefern Kalorien, ohne satt zu machen. Halte eine Flasche Wasser oder eine Kanne Tee in Reichweite.',
  },
  'Do a 20-minute workout': {
    text: '20 Minuten trainieren',
    headline: 'Tägliches Workout',
    description:
      'Zwanzig Minuten reichen für echte Fitnessfortschritte, wenn du dranbleibst. Folge einem Video oder einem einfachen Zirkeltraining zu Hause.',
  },
  'Eat a piece of fruit as a snack': {
    text: 'Ein Stück Obst als Snack essen',
    headline: 'Obst als Snack',
    description:
      'Obst stillt die Lust auf Süßes, Ballaststoffe und Vitamine inklusive. Stell eine Schale sichtbar auf die Arbeitsplatte.',
  },
  'Hold a plank for 60 seconds': {
    text: '60 Sekunden im Unterarmstütz halten',
    headline: 'Täglicher Plank',
    description:
      'Planks stärken die Rumpfmuskulatur, die deinen Rücken schützt. Fang mit kürzeren Zeiten an und leg jeden Tag ein paar Sekunden drauf.',
  },
  'Check your posture each time you sit down': {
    text: 'Bei jedem Hinsetzen deine Haltung prüfen',
    headline: 'Haltungscheck',
    description:
      'Eine gute Haltung entlastet Nacken und Rücken. Füße flach auf dem Boden, Schultern locker, Bildschirm auf Augenhöhe.',
  },
  'Cook a meal at home instead of ordering takeaway': {
    text: 'Zu Hause kochen, statt Essen zu bestellen',
    headline: 'Selbst kochen',
    description:
      'Selbst kochen gibt dir die Kontrolle über Zutaten und Portionen. Halte ein paar schnelle Rezepte für müde Abende bereit.',
  },
  'Tell your partner one thing you appreciate about them': {
    text: 'Deinem Schatz eine Sache sagen, die du an ihm oder ihr schätzt',
    headline: 'Wertschätzung zeigen',
    description:
      'Ausgesprochene Wertschätzung hält eine Beziehung warm. Sei konkret: Achte auf etwas, das dein Schatz heute getan hat.',
  },
  'Send a thoughtful message to a friend': {
    text: 'Einer Freundin oder einem Freund eine liebe Nachricht schicken',
    headline: 'Freunden schreiben',
    description:
      'Eine kurze Nachricht zeigt Freunden, dass du an sie denkst. Erwähne etwas, das dir eingefallen ist oder das dich an sie erinnert hat.',
  },
  'Put your phone away during conversations': {
    text: 'Im Gespräch das Handy weglegen',
    headline: 'Ganz da sein',
    description:
      'Volle Aufmerksamkeit ist eines der freundlichsten Geschenke. Leg das Handy mit dem Display nach unten oder außer Reichweite.',
  },
  'Ask someone a question and really listen to the answer': {
    text: 'Jemandem eine Frage stellen und wirklich zuhören',
    headline: 'Richtig zuhören',
    description:
      'Gutes Zuhören gibt Menschen das Gefühl, verstanden zu werden. Plane nicht schon deine Antwort, sondern stell lieber eine Nachfrage.',
  },
  'Spend 10 minutes talking with your partner about your days': {
    text: '10 Minuten mit deinem Schatz über euren Tag reden',
    headline: 'Täglicher Austausch',
    description:
      'Ein täglicher Austausch hält euch auch in vollen Zeiten verbunden. Frag nach dem schönsten und dem schwersten Moment des Tages.',
  },
  'Give someone a genuine compliment': {
    text: 'Jemandem ein ehrliches Kompliment machen',
    headline: 'Ehrliches Kompliment',
    description:
      'Ein aufrichtiges Kompliment kann jemandem den ganzen Tag verschönern. Lob Einsatz oder Charakter, nicht nur das Aussehen.',
  },
  'Do a small kind thing for your partner without being asked': {
    text: 'Für deinen Schatz ungefragt etwas Liebes tun',
    headline: 'Kleine Liebesgeste',
    description:
      'Kleine Gesten zeigen im Alltag, dass du dich kümmerst. Mach den Kaffee, übernimm eine ungeliebte Aufgabe oder hinterlass eine Notiz.',
  },
  'Greet your partner warmly in the morning and say goodnight': {
    text: 'Deinen Schatz morgens herzlich begrüßen und gute Nacht sagen',
    headline: 'Herzliche Begrüßung',
    description:
      'Wie ihr den Tag beginnt und beendet, prägt die Stimmung. Eine Umarmung oder ein Kuss dauert Sekunden und bedeutet viel.',
  },
  'Reply to messages from friends within a day': {
    text: 'Nachrichten von Freunden innerhalb eines Tages beantworten',
    headline: 'Zügig antworten',
    description:
      'Schnelle Antworten zeigen, dass dir Menschen wichtig sind. Wenn du viel zu tun hast, reicht eine kurze Notiz, dass du später antwortest.',
  },
  'Apologise quickly and sincerely when you get something wrong': {
    text: 'Dich schnell und aufrichtig entschuldigen, wenn du etwas falsch gemacht hast',
    headline: 'Fehler eingestehen',
    description:
      'Eine schnelle, ehrliche Entschuldigung verhindert, dass kleine Probleme wachsen. Benenne, was du getan hast und wie du es besser machen willst.',
  },
  'Make plans with a friend for the coming week': {
    text: 'Mit einer Freundin oder einem Freund Pläne für die kommende Woche machen',
    headline: 'Pläne schmieden',
    description:
      'Freundschaften brauchen gemeinsame Zeit, und Zeit braucht einen Plan. Schlag einen konkreten Tag und eine Aktivität vor statt „irgendwann mal“.',
  },
  'Greet a neighbour or colleague by name': {
    text: 'Eine Nachbarin, einen Nachbarn oder Kollegen mit Namen grüßen',
    headline: 'Namen verwenden',
    description:
      'Wer jemanden beim Namen nennt, zeigt Respekt und schafft Nähe. Außerdem merkst du dir den Namen so besser.',
  },
  'Share one honest feeling with someone you trust': {
    text: 'Einem Menschen, dem du vertraust, ein ehrliches Gefühl mitteilen',
    headline: 'Dich öffnen',
    description:
      'Gefühle zu teilen schafft Nähe und Vertrauen. Fang klein an, mit etwas, das heute passiert ist.',
  },
  'Meditate for 10 minutes': {
    text: '10 Minuten meditieren',
    headline: 'Zehn Minuten Meditation',
    description:
      'Kurzes tägliches Sitzen beruhigt den Geist und stärkt die Konzentration. Setz dich bequem hin, schließ die Augen und folge deinem Atem.',
  },
  "Write down three things you're grateful for": {
    text: 'Drei Dinge aufschreiben, für die du dankbar bist',
    headline: 'Dankbarkeitsliste',
    description:
      'Dankbarkeit lenkt deinen Blick auf das, was gut läuft. Sei konkret – auch Kleinigkeiten zählen.',
  },
  'Pray or sit in quiet reflection for 5 minutes': {
    text: '5 Minuten beten oder in stiller Besinnung sitzen',
    headline: 'Stille Besinnung',
    description:
      'Ein paar stille Minuten helfen dir, dich wieder mit dem Wesentlichen zu verbinden. Such dir einen festen Ort und eine feste Zeit, damit es zum Ritual wird.',
  },
  'Spend 10 minutes outdoors noticing nature': {
    text: '10 Minuten draußen die Natur wahrnehmen',
    headline: 'Natur wahrnehmen',
    description:
      'Bäume, Himmel und Vögel wahrzunehmen holt dich ins Hier und Jetzt. Lass das Handy in der Tasche, während du dich umschaust.',
  },
  'Read a passage from a spiritual or philosophical text': {
    text: 'Einen Abschnitt aus einem spirituellen oder philosophischen Text lesen',
    headline: 'Tägliche Lektüre',
    description:
      'Ein kurzer Abschnitt gibt dir etwas Bedeutsames, worüber du im Lauf des Tages nachdenken kannst. Lies langsam und kehr zu einer Zeile zurück, die dich berührt.',
  },
  'Do one act of kindness for a stranger': {
    text: 'Einer fremden Person etwas Gutes tun',
    headline: 'Freundlich zu Fremden',
    description:
      'Freundlichkeit verbindet dich mit anderen und mit deinen eigenen Werten. Halt eine Tür auf, hilf beim Tragen oder sag ein freundliches Wort.',
  },
  'Set an intention for the day when you wake up': {
    text: 'Beim Aufwachen eine Absicht für den Tag festlegen',
    headline: 'Morgendliche Absicht',
    description:
      'Eine Absicht leitet, wie du auftreten willst, was der Tag auch bringt. Beschränk dich auf ein Wort oder eine kurze Formulierung, etwa „Geduld“.',
  },
  'Take 3 mindful breaths before each meal': {
    text: 'Vor jeder Mahlzeit 3 achtsame Atemzüge nehmen',
    headline: 'Achtsam essen',
    description:
      'Innezuhalten vor dem Essen bringt dich in den Moment und lässt dich dein Essen genießen. Ein einfacher Anker für Achtsamkeit.',
  },
  'Practise 15 minutes of yoga': {
    text: '15 Minuten Yoga üben',
    headline: 'Yoga-Flow',
    description:
      'Ein kurzer Flow verbindet Atem und Bewegung. Morgens belebt er, abends hilft er beim Runterkommen.',
  },
  'End the day by naming one moment that felt meaningful': {
    text: 'Den Tag beenden, indem du einen bedeutsamen Moment benennst',
    headline: 'Moment mit Bedeutung',
    description:
      'Bedeutung im Alltäglichen zu erkennen hilft dir zu sehen, was wirklich zählt. Schreib ihn auf oder erzähl jemandem davon.',
  },
  'Spend 5 minutes in silence with no phone, music or reading': {
    text: '5 Minuten in Stille verbringen, ohne Handy, Musik oder Lektüre',
    headline: 'Fünf Minuten Stille',
    description:
      'Stille gibt deinem Geist Raum, zur Ruhe zu kommen. Anfangs fühlt es sich vielleicht seltsam an, und das gehört dazu.',
  },
  'Do a slow body scan before sleep': {
    text: 'Vor dem Schlafen langsam einen Bodyscan machen',
    headline: 'Bodyscan',
    description:
      'Die Aufmerksamkeit langsam vom Kopf bis zu den Zehen wandern zu lassen löst Anspannung und bereitet dich auf den Schlaf vor. Angeleitete Aufnahmen helfen am Anfang.',
  },
  'Notice one small annoyance and consciously let it go': {
    text: 'Ein kleines Ärgernis bemerken und bewusst loslassen',
    headline: 'Loslassen',
    description:
      'Kleine Ärgernisse loszulassen setzt Energie für das Wesentliche frei. Atme durch, benenne das Gefühl und mach weiter.',
  },
  'Go to bed at the same time every night': {
    text: 'Jeden Abend zur gleichen Zeit ins Bett gehen',
    headline: 'Feste Schlafenszeit',
    description:
      'Eine feste Schlafenszeit stellt deine innere Uhr und verbessert die Schlafqualität. Stell dir 30 Minuten vorher eine Erinnerung, um runterzufahren.',
  },
  'Drink a glass of water as soon as you wake up': {
    text: 'Direkt nach dem Aufwachen ein Glas Wasser trinken',
    headline: 'Wasser am Morgen',
    description:
      'Nach einer Nacht Schlaf wachst du leicht dehydriert auf. Stell dir ein Glas ans Bett, damit es das Erste ist, wonach du greifst.',
  },
  'Drink 8 glasses of water through the day': {
    text: 'Über den Tag verteilt 8 Gläser Wasser trinken',
    headline: 'Genug trinken',
    description:
      'Genug Flüssigkeit unterstützt Energie, Konzentration und Verdauung. Hab eine Trinkflasche dabei und trink zu jeder Mahlzeit.',
  },
  'Write down your top 3 priorities for the day': {
    text: 'Deine 3 wichtigsten Prioritäten für den Tag aufschreiben',
    headline: 'Den Tag planen',
    description:
      'Drei klare Prioritäten halten dich auf Kurs, wenn der Tag hektisch wird. Schreib sie auf, bevor du deine E-Mails öffnest.',
  },
  'Make your bed as soon as you get up': {
    text: 'Direkt nach dem Aufstehen dein Bett machen',
    headline: 'Bett machen',
    description:
      'Ein gemachtes Bett ist ein schneller erster Erfolg, der für Ordnung sorgt. Es dauert keine zwei Minuten.',
  },
  'Eat a breakfast that includes some protein': {
    text: 'Ein Frühstück mit etwas Eiweiß essen',
    headline: 'Eiweißreiches Frühstück',
    description:
      'Eiweiß zum Frühstück macht satt und hält deine Energie bis zum Mittag stabil. Eier, Joghurt, Nüsse oder Bohnen eignen sich alle.',
  },
  'Turn off screens 30 minutes before bed': {
    text: '30 Minuten vor dem Schlafengehen alle Bildschirme ausschalten',
    headline: 'Bildschirmfrei runterfahren',
    description:
      'Bildschirme halten dein Gehirn wach und können das Einschlafen verzögern. Tausch sie gegen Lesen, Dehnen oder eine warme Dusche.',
  },
  'Tidy your living space for 10 minutes before bed': {
    text: 'Vor dem Schlafengehen 10 Minuten deine Wohnung aufräumen',
    headline: 'Abendlicher Reset',
    description:
      'Kurz aufräumen heißt, morgens in einem ruhigen Zuhause aufzuwachen. Stell einen Timer und räum alles an seinen Platz.',
  },
  'Get 10 minutes of outdoor daylight in the morning': {
    text: 'Morgens 10 Minuten Tageslicht draußen tanken',
    headline: 'Morgenlicht',
    description:
      'Morgenlicht stellt deine innere Uhr und hebt die Stimmung. Trink deinen Kaffee draußen oder geh einen Teil des Arbeitswegs zu Fuß.',
  },
  'Take your medication or vitamins at the same time each day': {
    text: 'Medikamente oder Vitamine jeden Tag zur gleichen Zeit nehmen',
    headline: 'Medikamente pünktlich',
    description:
      'Wenn du Medikamente an eine bestehende Routine koppelst, etwa ans Zähneputzen, vergisst du sie kaum noch.',
  },
  'Brush and floss your teeth before bed': {
    text: 'Vor dem Schlafengehen Zähne putzen und Zahnseide benutzen',
    headline: 'Putzen und Zahnseide',
    description:
      'Zahnseide erreicht, wo die Bürste nicht hinkommt, und schützt dein Zahnfleisch. Leg die Zahnseide neben deine Zahnbürste.',
  },
  "Review tomorrow's calendar before you finish for the day": {
    text: 'Vor Feierabend den Kalender für morgen durchgehen',
    headline: 'Vorschau auf morgen',
    description:
      'Wer weiß, was kommt, erlebt morgens keine Überraschungen. Achte auf frühe Termine, Fristen und alles, was du vorbereiten musst.',
  },
  'Stand up and move for a minute every hour': {
    text: 'Jede Stunde aufstehen und dich eine Minute bewegen',
    headline: 'Stündliche Bewegung',
    description:
      'Langes Sitzen zu unterbrechen tut Rücken, Kreislauf und Konzentration gut. Ein Timer oder eine Smartwatch-Erinnerung hilft.',
  },
  'Take 5 slow, deep breaths before you start work': {
    text: 'Vor Arbeitsbeginn 5 langsame, tiefe Atemzüge nehmen',
    headline: 'Atmen vor der Arbeit',
    description:
      'Ein paar langsame Atemzüge beruhigen dein Nervensystem und helfen dir, bewusst zu beginnen. Atme vier Zählzeiten ein und sechs aus.',
  },
};
