// The built-in catalogue in Spanish ("tú"): each item keyed by its English text (catalogue.ts).
import type { CatalogueTranslation } from './catalogue';

export const CATALOGUE_ES: CatalogueTranslation = {
  'Earn a promotion to the next level within 18 months': {
    text: 'Consigue un ascenso al siguiente nivel en 18 meses',
    headline: 'Consigue un ascenso',
    description:
      'Pregunta a tu responsable qué implica en concreto el siguiente nivel y reúne cada mes pruebas de esas habilidades para que los hechos hablen por sí solos.',
  },
  'Pass a professional certification exam in your field by the end of the year': {
    text: 'Aprueba un examen de certificación profesional de tu sector antes de fin de año',
    headline: 'Certifícate',
    description:
      'Una acreditación reconocida hace visibles tus habilidades ante las empresas. Reserva primero la fecha del examen y luego organiza hacia atrás un plan de estudio semanal.',
  },
  'Rewrite your resume and professional profile within 2 weeks': {
    text: 'Actualiza tu currículum y tu perfil profesional en 2 semanas',
    headline: 'Renueva tu currículum',
    description:
      'Con un currículum al día estarás listo cuando surja una oportunidad. Empieza por anotar tres logros del último año de los que estés orgulloso.',
  },
  'Have coffee with 12 people in your industry over the next 6 months': {
    text: 'Toma un café con 12 personas de tu sector en los próximos 6 meses',
    headline: 'Amplía tu red de contactos',
    description:
      'Las buenas oportunidades suelen llegar a través de personas, no de portales de empleo. Con dos conversaciones al mes basta para crear contactos reales sin agotarte.',
  },
  'Negotiate a pay rise of at least 5% at your next review': {
    text: 'Negocia un aumento de sueldo de al menos un 5 % en tu próxima evaluación',
    headline: 'Negocia un aumento',
    description:
      'Infórmate de los sueldos de mercado para tu puesto y anota tus logros con cifras concretas. Ensaya la conversación en voz alta antes de la reunión.',
  },
  'Lead one cross-team project from kickoff to delivery this year': {
    text: 'Dirige este año un proyecto entre equipos, desde el arranque hasta la entrega',
    headline: 'Dirige un proyecto',
    description:
      'Dirigir un proyecto demuestra que sabes coordinar a personas, no solo tareas. Ofrécete para algo pequeño y bien definido que puedas entregar sin tropiezos.',
  },
  'Give a talk at a meetup or conference within 9 months': {
    text: 'Da una charla en un meetup o una conferencia en 9 meses',
    headline: 'Habla en un evento',
    description:
      'Dar charlas hace crecer tu reputación más rápido que casi cualquier otra cosa. Empieza con una charla relámpago de 10 minutos sobre un problema que hayas resuelto hace poco en el trabajo.',
  },
  'Apply to 20 roles that match your target job within 3 months': {
    text: 'Envía tu candidatura a 20 puestos que encajen con el trabajo que buscas en 3 meses',
    headline: 'Consigue un nuevo puesto',
    description:
      'Tener varias candidaturas en marcha le quita presión a cada una. Proponte enviar dos solicitudes personalizadas por semana y lleva un registro sencillo de todas.',
  },
  'Find a mentor and meet with them once a month for a year': {
    text: 'Encuentra un mentor y reúnete con él una vez al mes durante un año',
    headline: 'Encuentra un mentor',
    description:
      'Un buen mentor te ayuda a evitar los errores que él ya cometió. Para empezar, pide a alguien que vaya dos pasos por delante de ti una sola charla de 30 minutos.',
  },
  'Build a portfolio of 3 strong work samples by the end of the quarter': {
    text: 'Crea un portafolio con 3 buenos ejemplos de tu trabajo antes de que acabe el trimestre',
    headline: 'Crea un portafolio',
    description:
      'Mostrar tu trabajo convence más que describirlo. Elige proyectos que reflejen habilidades distintas y escribe una nota breve sobre el problema, tu enfoque y el resultado.',
  },
  'Launch a side business that earns its first $500 within 6 months': {
    text: 'Lanza un negocio paralelo que gane sus primeros 500 dólares en 6 meses',
    headline: 'Emprende un negocio paralelo',
    description:
      'La primera venta te enseña más que meses de planificación. Ofrece un producto o servicio sencillo a gente que ya conoces y aprende de sus comentarios.',
  },
  'Cut your weekly meeting time by 25% within 2 months': {
    text: 'Reduce un 25 % el tiempo semanal que pasas en reuniones en 2 meses',
    headline: 'Recupera tiempo de reuniones',
    description:
      'Menos reuniones significa más tiempo para el trabajo que hace avanzar las cosas. Revisa tu agenda y cada semana rechaza, acorta o sustituye una reunión.',
  },
  'Mentor a junior colleague through their first year in the role': {
    text: 'Acompaña como mentor a un compañero junior durante su primer año en el puesto',
    headline: 'Sé mentor de alguien',
    description:
      'Enseñar a otros aclara tus propias ideas y desarrolla tu capacidad de liderazgo. Acuerda un horario fijo y deja que sea esa persona quien marque los temas de cada sesión.',
  },
  'Read 24 books in the next 12 months': {
    text: 'Lee 24 libros en los próximos 12 meses',
    headline: 'Lee 24 libros',
    description:
      'Dos libros al mes son unas 25 páginas al día. Ten siempre preparado el siguiente libro para no perder el ritmo entre uno y otro.',
  },
  'Reach a conversational level in a new language within 12 months': {
    text: 'Alcanza un nivel de conversación en un idioma nuevo en 12 meses',
    headline: 'Aprende un idioma',
    description:
      'Practicar un poco cada día funciona mejor que largas sesiones el fin de semana. Cuando sepas unos cientos de palabras, reserva una conversación semanal con un profesor o un compañero de intercambio.',
  },
  'Complete an online course, including every assignment, within 8 weeks': {
    text: 'Completa un curso en línea, con todas las tareas, en 8 semanas',
    headline: 'Termina un curso',
    description:
      'La mayoría de los cursos en línea se abandonan en la segunda semana. Reserva sesiones de estudio fijas en tu agenda y trátalas como citas que no se pueden mover.',
  },
  'Write a 50,000-word first draft of a novel in 3 months': {
    text: 'Escribe el primer borrador de una novela de 50.000 palabras en 3 meses',
    headline: 'Escribe una novela',
    description:
      'Son unas 550 palabras al día, más o menos media hora de escritura. Permítete escribir mal; ya corregirás después.',
  },
  'Touch-type at 60 words per minute within 10 weeks': {
    text: 'Escribe a 60 palabras por minuto sin mirar el teclado en 10 semanas',
    headline: 'Mecanografía a 60 ppm',
    description:
      'Escribir sin mirar libera tu atención para pensar. Quince minutos de práctica concentrada al día bastan para notar avances constantes.',
  },
  'Build and publish a personal website within 6 weeks': {
    text: 'Crea y publica tu propio sitio web en 6 semanas',
    headline: 'Publica tu web personal',
    description:
      'Una web personal es un hogar para tu trabajo y tus ideas que controlas tú. Empieza con una sola página: quién eres, a qué te dedicas y cómo contactarte.',
  },
  'Give 3 practice speeches at a speaking club within 3 months': {
    text: 'Da 3 discursos de práctica en un club de oratoria en 3 meses',
    headline: 'Habla con seguridad',
    description:
      'La seguridad al hablar en público nace de la repetición en un entorno seguro. Los clubes de oratoria locales te dan comentarios estructurados de personas que quieren verte mejorar.',
  },
  'Spend one full week without social media within the next month': {
    text: 'Pasa una semana entera sin redes sociales durante el próximo mes',
    headline: 'Descanso de redes sociales',
    description:
      'Una semana sin ellas te muestra cuánta atención te roban de verdad esas aplicaciones. Bórralas del teléfono durante esa semana y fíjate en qué usas el tiempo.',
  },
  'Learn the basics of programming and build a small working app in 12 weeks': {
    text: 'Aprende las bases de la programación y crea una pequeña aplicación que funcione en 12 semanas',
    headline: 'Aprende a programar',
    description:
      'Crear algo real te motiva mucho más que los tutoriales por sí solos. Elige una aplicación diminuta que de verdad vayas a usar, como una lista de la compra.',
  },
  'Identify your top 5 values and write a personal mission statement this month': {
    text: 'Identifica tus 5 valores principales y escribe tu misión personal este mes',
    headline: 'Define tus valores',
    description:
      'Saber qué te importa facilita las decisiones. Piensa en momentos en los que te sentiste orgulloso o frustrado y pregúntate qué valor estaba en juego.',
  },
  'Do one thing outside your comfort zone every day for 30 days': {
    text: 'Haz cada día algo fuera de tu zona de confort durante 30 días',
    headline: 'Reto zona de confort',
    description:
      'Los pequeños retos frecuentes hacen que los grandes parezcan posibles. Que sean modestos: habla primero en una reunión, prueba un camino nuevo o hazle una pregunta a un desconocido.',
  },
  'Study one topic in depth through 20 lectures or podcast episodes by the end of the quarter': {
    text: 'Estudia a fondo un tema con 20 clases o episodios de pódcast antes de que acabe el trimestre',
    headline: 'Profundiza en un tema',
    description:
      'Profundizar en un solo tema crea una comprensión real, no un montón de datos sueltos. Toma unas notas después de cada sesión y resúmelas al final.',
  },
  'Wake up at 6 a.m. on weekdays for 30 days in a row': {
    text: 'Levántate a las 6 de la mañana los días laborables durante 30 días seguidos',
    headline: 'Madruga más',
    description:
      'Una primera hora tranquila es ideal para leer, hacer ejercicio o planificar. Adelanta tu despertador 15 minutos cada semana en lugar de hacerlo de golpe.',
  },
  'Eat dinner together as a family at least 5 nights a week for 2 months': {
    text: 'Cena en familia al menos 5 noches por semana durante 2 meses',
    headline: 'Cenas en familia',
    description:
      'Comer juntos es una de las formas más sencillas de mantenerse unidos. Fija una hora habitual y que la cena sea sencilla, para que sea fácil mantenerla.',
  },
  'Plan and take a family holiday before the end of summer': {
    text: 'Planifica unas vacaciones en familia y disfrútalas antes de que acabe el verano',
    headline: 'Vacaciones en familia',
    description:
      'El tiempo fuera de casa juntos crea recuerdos de los que se habla durante años. Deja que los niños ayuden a elegir el destino y algunas actividades.',
  },
  'Call your parents or grandparents every week for 6 months': {
    text: 'Llama a tus padres o abuelos cada semana durante 6 meses',
    headline: 'Cerca de tus padres',
    description:
      'Una llamada habitual te mantiene presente en el día a día de los tuyos. Elige un día y una hora fijos para que se convierta en algo que ambos esperen con ganas.',
  },
  'Put together a printed family photo album of this year by December': {
    text: 'Prepara un álbum de fotos familiar impreso de este año antes de diciembre',
    headline: 'Álbum de fotos familiar',
    description:
      'Las fotos del teléfono casi nunca se vuelven a mirar. Si eliges tus favoritas cada mes, el álbum final será una tarea rápida y agradable.',
  },
  'Have a one-on-one outing with each child every month for a year': {
    text: 'Sal a solas con cada uno de tus hijos una vez al mes durante un año',
    headline: 'Tiempo a solas con cada hijo',
    description:
      'Los niños se abren de otra manera cuando tienen a su madre o a su padre para ellos solos. No tiene por qué costar mucho: un paseo, ir a una cafetería o a la biblioteca es suficiente.',
  },
  'Hold a 20-minute family meeting every week for 3 months': {
    text: 'Haz una reunión familiar de 20 minutos cada semana durante 3 meses',
    headline: 'Reunión familiar semanal',
    description:
      'Una reunión semanal corta evita choques por horarios y tareas de la casa. Empieza por algo que haya salido bien y después planifica la semana en familia.',
  },
  'Write a will and name guardians for your children within 60 days': {
    text: 'Haz testamento y nombra tutores para tus hijos en 60 días',
    headline: 'Haz testamento',
    description:
      'Un testamento protege a tus seres queridos si ocurre lo inesperado. Haz primero una lista de tus bienes y tus deseos, y luego pide cita con un profesional.',
  },
  'Record the life stories of an older relative in 6 interviews by the end of the year': {
    text: 'Graba la historia de vida de un familiar mayor en 6 entrevistas antes de fin de año',
    headline: 'Graba historias familiares',
    description:
      'Estas historias se pierden si nadie las cuenta. Usa el teléfono para grabar conversaciones breves sobre su infancia, su trabajo y los grandes momentos de su vida.',
  },
  'Start a weekly family game night and keep it going for 6 months': {
    text: 'Empieza una noche de juegos semanal en familia y mantenla durante 6 meses',
    headline: 'Noche de juegos en familia',
    description:
      'Los juegos dan a todos un motivo para reír juntos lejos de las pantallas. Haz que cada miembro de la familia elija el juego por turnos.',
  },
  'Limit recreational screen time at home to 1 hour on weeknights within 4 weeks': {
    text: 'Limita el tiempo de pantallas por ocio en casa a 1 hora entre semana en 4 semanas',
    headline: 'Menos pantallas',
    description:
      'Menos tiempo frente a las pantallas deja espacio para hablar, jugar y dormir mejor. Pacta las reglas en familia y ten a mano una cesta con alternativas.',
  },
  'Organise a reunion with your extended family within 9 months': {
    text: 'Organiza una reunión con tu familia extensa en 9 meses',
    headline: 'Reunión familiar',
    description:
      'Los reencuentros mantienen unidos a primos y parientes lejanos. Fija pronto la fecha, reparte la organización con uno o dos familiares y apuesta por un formato relajado.',
  },
  'Teach your child to ride a bike or swim before the end of summer': {
    text: 'Enseña a tu hijo a ir en bici o a nadar antes de que acabe el verano',
    headline: 'Enseña algo nuevo',
    description:
      'Aprender juntos algo importante crea confianza y recuerdos duraderos. Con los más pequeños funcionan mejor las sesiones cortas y frecuentes que las largas.',
  },
  'Set up a shared chore chart that splits household work fairly within 2 weeks': {
    text: 'Crea en 2 semanas un cuadro de tareas compartido que reparta las tareas de la casa de forma justa',
    headline: 'Reparto justo de tareas',
    description:
      'Cuando las tareas están a la vista y repartidas, el resentimiento tiene menos espacio para crecer. Apunta todas las tareas recurrentes y repártelas según la edad, el tiempo y las preferencias.',
  },
  'Make a family emergency plan and supply kit within 1 month': {
    text: 'Prepara un plan de emergencia familiar y un kit de suministros en 1 mes',
    headline: 'Plan de emergencia familiar',
    description:
      'Saber qué hacer en una crisis da una auténtica tranquilidad. Fija un punto de encuentro, apunta los teléfonos importantes y prepara agua, comida y una linterna.',
  },
  'Save a 3-month emergency fund by December': {
    text: 'Ahorra un fondo de emergencia para 3 meses antes de diciembre',
    headline: 'Fondo de emergencia',
    description:
      'Un fondo de emergencia convierte una crisis en un simple contratiempo. Calcula tus gastos mensuales imprescindibles y programa una transferencia automática el día de cobro.',
  },
  'Pay off all credit card debt within 12 months': {
    text: 'Salda todas tus deudas de tarjetas de crédito en 12 meses',
    headline: 'Liquida tus tarjetas',
    description:
      'Los intereses de las tarjetas se comen tus ingresos sin que lo notes. Apunta cada saldo, paga el mínimo de todas y destina todo lo que te sobre a una tarjeta cada vez.',
  },
  'Track every expense for 90 days': {
    text: 'Registra todos tus gastos durante 90 días',
    headline: 'Controla tus gastos',
    description:
      'No puedes cambiar lo que no mides. Al cabo de tres meses verás exactamente adónde va tu dinero y por dónde se escapa.',
  },
  'Create a monthly budget and stay within it for 3 months in a row': {
    text: 'Haz un presupuesto mensual y cúmplelo durante 3 meses seguidos',
    headline: 'Cumple tu presupuesto',
    description:
      'Un presupuesto es un plan que te permite gastar sin culpa. Empieza con unas pocas categorías generales y ajústalas después del primer mes según las cifras reales.',
  },
  'Raise your retirement contributions by 2% of your income this quarter': {
    text: 'Aumenta este trimestre tus aportaciones para la jubilación en un 2 % de tus ingresos',
    headline: 'Ahorra más para la jubilación',
    description:
      'Los pequeños aumentos de hoy se convierten en grandes sumas mañana. Haz el cambio cuando te suban el sueldo para que nunca notes que cobras menos.',
  },
  'Save 10% of a home deposit within 2 years': {
    text: 'Ahorra el 10 % de la entrada de una vivienda en 2 años',
    headline: 'Entrada para tu casa',
    description:
      'Un objetivo claro convierte un sueño lejano en pasos mensuales. Divide la cantidad entre el número de meses y guarda el ahorro en una cuenta aparte.',
  },
  'Raise your credit score by 50 points within 12 months': {
    text: 'Sube tu puntuación de crédito 50 puntos en 12 meses',
    headline: 'Mejora tu historial crediticio',
    description:
      'Una buena puntuación significa préstamos más baratos y aprobaciones más fáciles. Paga todas las facturas a tiempo, mantén bajos los saldos de las tarjetas y revisa tu informe por si hay errores.',
  },
  'Cancel every subscription you have not used in the past month within 2 weeks': {
    text: 'Cancela en 2 semanas todas las suscripciones que no hayas usado en el último mes',
    headline: 'Elimina suscripciones que no usas',
    description:
      'Las suscripciones olvidadas suman sin que te des cuenta. Revisa los extractos de tres meses y apunta cada cargo recurrente antes de decidir qué mantienes.',
  },
  'Invest a fixed amount in a low-cost index fund every month for a year': {
    text: 'Invierte cada mes una cantidad fija en un fondo indexado de bajo coste durante un año',
    headline: 'Empieza a invertir',
    description:
      'Invertir con regularidad suaviza las subidas y bajadas del mercado. Empieza con una cantidad lo bastante pequeña como para no tener que interrumpirla nunca.',
  },
  'Pay off your car loan 6 months ahead of schedule': {
    text: 'Termina de pagar el préstamo de tu coche 6 meses antes de lo previsto',
    headline: 'Liquida antes tu coche',
    description:
      'Pagar antes ahorra intereses y te deja más dinero libre cada mes. Incluso un pequeño pago extra mensual acorta el préstamo de forma notable.',
  },
  'Write a net worth statement and update it every quarter for a year': {
    text: 'Calcula tu patrimonio neto y actualízalo cada trimestre durante un año',
    headline: 'Conoce tu patrimonio',
    description:
      'El patrimonio neto muestra tu rumbo financiero real mejor que tus ingresos. Anota lo que tienes y lo que debes en una hoja de cálculo sencilla.',
  },
  'Earn an extra $300 a month from a side income within 6 months': {
    text: 'Gana 300 dólares extra al mes con un ingreso complementario en 6 meses',
    headline: 'Ingresos extra cada mes',
    description:
      'Una segunda fuente de ingresos te da seguridad y más opciones. Piensa en habilidades por las que la gente ya te pide ayuda, como dar clases, hacer reparaciones o diseñar.',
  },
  'Go 30 days without any non-essential purchases': {
    text: 'Pasa 30 días sin hacer ninguna compra que no sea imprescindible',
    headline: 'Mes sin gastos',
    description:
      'Un mes sin caprichos reinicia tus hábitos de gasto y te muestra lo que de verdad necesitas. Antes de empezar, apunta qué cuenta como imprescindible.',
  },
  "Save for next summer's holiday in cash so it costs nothing in debt": {
    text: 'Ahorra en efectivo para las vacaciones del próximo verano y no te endeudes por ellas',
    headline: 'Vacaciones sin deudas',
    description:
      'Unas vacaciones pagadas por adelantado son mucho más relajantes que unas que pagas durante meses. Calcula el coste total y aparta una cantidad fija cada día de cobro.',
  },
  'Learn to play 5 songs on the guitar within 4 months': {
    text: 'Aprende a tocar 5 canciones con la guitarra en 4 meses',
    headline: 'Toca la guitarra',
    description:
      'Con cinco canciones ya puedes tocar para tus amigos alrededor de una hoguera. Elige canciones que te encanten con los mismos pocos acordes para avanzar rápido.',
  },
  'Meditate for 10 minutes': {
    text: 'Medita durante 10 minutos',
    headline: 'Diez minutos de meditación',
    description:
      'Sentarte un rato cada día calma la mente y mejora la concentración. Siéntate cómodo, cierra los ojos y sigue tu respiración.',
  },
};
