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
  'Cook 10 new recipes from different cuisines within 3 months': {
    text: 'Cocina 10 recetas nuevas de distintas cocinas del mundo en 3 meses',
    headline: 'Cocinas del mundo',
    description:
      'Cocinar platos de otras culturas convierte la cena en una pequeña aventura. Elige una receta nueva cada semana e invita a alguien a probar el resultado.',
  },
  'Visit 3 places you have never been within the next year': {
    text: 'Visita 3 lugares en los que nunca hayas estado durante el próximo año',
    headline: 'Descubre lugares nuevos',
    description:
      'Los lugares nuevos renuevan tu forma de ver las cosas, y no tienen por qué estar lejos. Empieza por un pueblo o un parque a poca distancia de casa.',
  },
  'Complete a 1,000-piece jigsaw puzzle or model kit by the end of the month': {
    text: 'Termina un rompecabezas de 1000 piezas o una maqueta antes de fin de mes',
    headline: 'Termina un rompecabezas',
    description:
      'Los proyectos lentos y absorbentes son una forma estupenda de desconectar la mente. Déjalo montado en un sitio a la vista para añadir unas piezas cada vez que pases.',
  },
  'Go camping overnight at least twice this summer': {
    text: 'Acampa una noche al menos dos veces este verano',
    headline: 'Acampa al aire libre',
    description:
      'Una noche bajo las estrellas renueva el cuerpo y la mente. Pide prestado el equipo para la primera salida y elige un camping con servicios para que todo sea fácil.',
  },
  'Take an 8-week dance, pottery or art class': {
    text: 'Inscríbete en un taller de 8 semanas de baile, cerámica o arte',
    headline: 'Haz un taller creativo',
    description:
      'Un taller te da estructura, un profesor y gente con quien aprender. Elige algo que siempre te haya dado curiosidad, no algo que ya se te dé bien.',
  },
  'Watch the 20 films on your must-see list by the end of the year': {
    text: 'Mira antes de fin de año las 20 películas de tu lista de imprescindibles',
    headline: 'Lista de películas',
    description:
      'Una lista convierte el streaming al azar en algo que esperas con ganas. Después de cada película, anota brevemente lo que más te ha marcado.',
  },
  'Hike 10 new trails within 6 months': {
    text: 'Recorre 10 rutas de senderismo nuevas en 6 meses',
    headline: 'Nuevas rutas de senderismo',
    description:
      'Cada ruta nueva es una pequeña aventura con aire fresco incluido. Lleva un registro sencillo de dónde has ido y puntúa cada ruta para la próxima vez.',
  },
  'Take a day trip somewhere new every month for the next 6 months': {
    text: 'Haz una excursión de un día a un sitio nuevo cada mes durante los próximos 6 meses',
    headline: 'Excursiones mensuales',
    description:
      'Las excursiones de un día te dan sensación de vacaciones sin el gasto. Fija las fechas con antelación para que no se las traguen las tareas pendientes.',
  },
  'See 4 live concerts, plays or sports events this year': {
    text: 'Ve a 4 conciertos, obras de teatro o eventos deportivos en directo este año',
    headline: 'Eventos en directo',
    description:
      'Los eventos en directo tienen una energía que ninguna pantalla puede igualar. Sigue a algunas salas y recintos locales para enterarte de los espectáculos antes de que se agoten las entradas.',
  },
  'Complete a 12-month photography project and print your 12 favourite shots by December': {
    text: 'Completa un proyecto fotográfico de 12 meses e imprime tus 12 mejores fotos antes de diciembre',
    headline: 'Proyecto fotográfico',
    description:
      'Un tema mensual entrena tu mirada y te da una excusa para salir. Imprimir las mejores fotos las convierte en algo que puedes disfrutar cada día.',
  },
  'Host a dinner party for friends within the next 6 weeks': {
    text: 'Organiza una cena con amigos en las próximas 6 semanas',
    headline: 'Organiza una cena',
    description:
      'Recibir en casa une a las personas y es más divertido de lo que parece. Limita el menú a platos que te salgan bien para poder disfrutar tú también de la velada.',
  },
  'Grow your own herbs or vegetables and harvest a first crop by the end of summer': {
    text: 'Cultiva tus propias hierbas aromáticas o verduras y recoge la primera cosecha antes de que acabe el verano',
    headline: 'Cultiva un huerto',
    description:
      'Comer algo que has cultivado tú mismo es muy satisfactorio. Empieza poco a poco con unas macetas de hierbas, lechugas o tomates en una ventana soleada.',
  },
  'Try a new hobby every month for 12 months': {
    text: 'Prueba una afición nueva cada mes durante 12 meses',
    headline: 'Afición del mes',
    description:
      'Probar aficiones es la forma más rápida de encontrar una que te encante. Que cada prueba sea barata y sin presión; el objetivo es la curiosidad, no dominarla.',
  },
  'Run a 5K in under 30 minutes within 12 weeks': {
    text: 'Corre 5 km en menos de 30 minutos en 12 semanas',
    headline: 'Corre 5 km',
    description:
      'Una carrera de 5 km es un gran primer reto y un hito claro de forma física. Sigue un plan para principiantes con tres salidas cortas por semana y un día de descanso suave entre cada una.',
  },
  'Average 10,000 steps a day for 30 days': {
    text: 'Camina una media de 10.000 pasos al día durante 30 días',
    headline: '10.000 pasos al día',
    description:
      'Caminar más es una de las formas más fáciles de mejorar tu salud. Repártelo en paseos cortos después de las comidas y atiende las llamadas de pie.',
  },
  'Lose 5 kg (about 11 lb) in 3 months through better eating and exercise': {
    text: 'Pierde 5 kg en 3 meses comiendo mejor y haciendo ejercicio',
    headline: 'Pierde 5 kg',
    description:
      'Perder de forma constante menos de medio kilo por semana tiene más posibilidades de durar. Céntrate en las proteínas, las verduras y el movimiento regular, no en reglas estrictas.',
  },
  'Do 20 consecutive push-ups within 8 weeks': {
    text: 'Haz 20 flexiones seguidas en 8 semanas',
    headline: '20 flexiones',
    description:
      'Las flexiones fortalecen la parte superior del cuerpo y el abdomen sin ningún equipo. Empieza apoyando las rodillas o contra la pared y añade unas pocas repeticiones cada semana.',
  },
  'Go 30 days without drinking alcohol': {
    text: 'Pasa 30 días sin beber alcohol',
    headline: 'Mes sin alcohol',
    description:
      'Un mes sin alcohol suele traer mejor sueño, más energía y una piel más luminosa. Ten a mano bebidas que te gusten para tener algo preparado en las reuniones sociales.',
  },
  'Average at least 7 hours of sleep a night for the next 6 weeks': {
    text: 'Duerme una media de al menos 7 horas por noche durante las próximas 6 semanas',
    headline: 'Duerme 7 horas o más',
    description:
      'El sueño influye en tu estado de ánimo, tu peso, tu concentración y tus defensas. Calcula tu hora de acostarte a partir de la hora a la que te levantas y mantenla también los fines de semana.',
  },
  'Strength train 3 times a week for 3 months': {
    text: 'Haz entrenamiento de fuerza 3 veces por semana durante 3 meses',
    headline: 'Gana fuerza',
    description:
      'El entrenamiento de fuerza protege tus articulaciones, tus huesos y tu metabolismo a medida que envejeces. Empieza con movimientos básicos como sentadillas, remo y press, y cuida la técnica.',
  },
  'Book and attend a full health check-up and dental appointment within 30 days': {
    text: 'Pide cita y hazte un chequeo médico completo y una revisión dental en 30 días',
    headline: 'Chequeo médico',
    description:
      'Las revisiones periódicas detectan los problemas a tiempo, cuando son más fáciles de tratar. Apunta tus preguntas de antemano para aprovechar al máximo la consulta.',
  },
  'Eat 5 portions of fruit and vegetables every day for 8 weeks': {
    text: 'Come 5 raciones de fruta y verdura al día durante 8 semanas',
    headline: 'Cinco al día',
    description:
      'La fruta y la verdura aportan fibra, vitaminas y energía duradera. Añade una ración al desayuno y dos a la cena y tendrás casi todo el camino hecho.',
  },
  'Quit smoking or vaping completely within 3 months': {
    text: 'Deja de fumar o de vapear por completo en 3 meses',
    headline: 'Deja de fumar',
    description:
      'Dejarlo es lo mejor que puedes hacer por tu salud. Fija una fecha, cuéntaselo a personas de confianza y pregunta a tu médico qué apoyos tienes.',
  },
  'Touch your toes after 6 weeks of daily stretching': {
    text: 'Tócate los pies con las manos tras 6 semanas de estiramientos diarios',
    headline: 'Gana flexibilidad',
    description:
      'Una mayor flexibilidad reduce los dolores y facilita los movimientos cotidianos. Diez minutos de estiramientos suaves después de una ducha caliente son un buen punto de partida.',
  },
  'Complete a half marathon within 6 months': {
    text: 'Completa una media maratón en 6 meses',
    headline: 'Media maratón',
    description:
      'Prepararte para una media maratón da estructura a meses de ejercicio. Alarga tu carrera más larga en torno a un 10 % por semana y respeta los días de descanso.',
  },
  'Keep added sugar under 25 grams a day for 1 month': {
    text: 'Mantén el azúcar añadido por debajo de 25 gramos al día durante 1 mes',
    headline: 'Reduce el azúcar añadido',
    description:
      'Reducir el azúcar estabiliza tu energía y, tras la primera semana, disminuye los antojos. Empieza por revisar las etiquetas de bebidas, salsas y productos de desayuno.',
  },
  'Swim 1 km without stopping within 10 weeks': {
    text: 'Nada 1 km sin parar en 10 semanas',
    headline: 'Nada 1 km',
    description:
      'Nadar ejercita todo el cuerpo y es suave con las articulaciones. Alterna largos nadando y descansos, y ve acortando poco a poco las pausas.',
  },
  'Go on a date night with your partner every week for 3 months': {
    text: 'Ten una cita con tu pareja cada semana durante 3 meses',
    headline: 'Cita semanal',
    description:
      'Pasar tiempo juntos con regularidad evita que la relación funcione en piloto automático. Puede ser algo sencillo: un paseo, una comida casera o una película con los teléfonos apartados.',
  },
  'Reconnect with 5 old friends you have lost touch with within 2 months': {
    text: 'Retoma el contacto con 5 viejos amigos con los que lo hayas perdido en 2 meses',
    headline: 'Reconecta con amigos',
    description:
      'A los viejos amigos suele alegrarles saber de ti. Un mensaje corto que mencione un recuerdo compartido es una forma fácil y cálida de retomar la conversación.',
  },
  'Plan a surprise weekend away for your partner within 6 months': {
    text: 'Planea una escapada sorpresa de fin de semana para tu pareja en 6 meses',
    headline: 'Escapada de fin de semana',
    description:
      'Un fin de semana fuera te da tiempo para centrarte en tu pareja sin las distracciones del día a día. Elige un lugar que encaje con lo que más le gusta a tu pareja.',
  },
  'Make 2 new friends in your area within 6 months': {
    text: 'Haz 2 amigos nuevos en tu zona en 6 meses',
    headline: 'Haz nuevos amigos',
    description:
      'Las amistades crecen con el contacto repetido, así que busca actividades que se reúnan con regularidad. Propón un café la tercera o cuarta vez que coincidas con alguien.',
  },
  'Learn how your partner best feels loved and act on it every week for a month': {
    text: 'Descubre cómo se siente más querida tu pareja y actúa en consecuencia cada semana durante un mes',
    headline: 'Demuestra tu amor a su manera',
    description:
      'Cada persona se siente querida de una forma distinta: palabras, tiempo, ayuda, regalos o contacto físico. Pregúntaselo directamente a tu pareja y haz un pequeño gesto cada semana.',
  },
  "Mark every close friend's birthday this year with a card or a call": {
    text: 'Felicita este año a todos tus amigos cercanos en su cumpleaños con una tarjeta o una llamada',
    headline: 'Ningún cumpleaños olvidado',
    description:
      'Recordar los cumpleaños le dice a la gente que te importa. Apúntalos todos ahora en tu calendario con un recordatorio unos días antes.',
  },
  'Resolve one long-standing conflict with an honest conversation this month': {
    text: 'Resuelve este mes un conflicto antiguo con una conversación sincera',
    headline: 'Resuelve un conflicto',
    description:
      'La tensión sin resolver desgasta una relación sin hacer ruido. Elige un momento tranquilo, habla de cómo te sientes en lugar de lo que hizo la otra persona y escucha con atención.',
  },
  'Read a book about communication with your partner within 2 months': {
    text: 'Lee con tu pareja un libro sobre comunicación en 2 meses',
    headline: 'Lectura en pareja',
    description:
      'Leer el mismo libro da a la pareja un lenguaje común para los temas difíciles. Después de cada capítulo, comenta con tu pareja una idea que te gustaría probar.',
  },
  'Join a club or group to meet like-minded people within 4 weeks': {
    text: 'Únete a un club o grupo para conocer gente afín en 4 semanas',
    headline: 'Únete a una comunidad',
    description:
      'Los intereses comunes facilitan conectar con gente nueva. Busca grupos que se reúnan cada semana, como equipos deportivos, coros o clubes de lectura.',
  },
  'Spend one phone-free evening a week with your partner for 2 months': {
    text: 'Pasa una noche a la semana sin teléfonos con tu pareja durante 2 meses',
    headline: 'Noches sin teléfono',
    description:
      'Guardar el teléfono le demuestra a tu pareja que tiene toda tu atención. Deja los teléfonos en otra habitación y fíjate en cómo cambia la conversación.',
  },
  'Write a heartfelt thank-you letter to 3 people who shaped your life by the end of the year': {
    text: 'Escribe antes de fin de año una carta de agradecimiento sincera a 3 personas que han marcado tu vida',
    headline: 'Cartas de agradecimiento',
    description:
      'Decirle a alguien cómo te ayudó refuerza el vínculo y alegra a ambos. Sé concreto sobre lo que hizo y lo que significó para ti.',
  },
  'Set up a monthly catch-up with your closest friend for the next 6 months': {
    text: 'Reúnete una vez al mes con tu mejor amigo o amiga durante los próximos 6 meses',
    headline: 'Encuentro mensual entre amigos',
    description:
      'Hasta las amistades más cercanas se apagan sin contacto regular. Fija una cita recurrente para no tener que buscar un hueco desde cero cada vez.',
  },
  'Go on a first date with someone new within the next 2 months': {
    text: 'Ten una primera cita con alguien nuevo en los próximos 2 meses',
    headline: 'Vuelve a tener citas',
    description:
      'Lanzarse es lo más difícil. Haz que las primeras citas sean cortas y sin presión, como un café o un paseo, para que resulten fáciles.',
  },
  'Attend a couples workshop or 3 counselling sessions together within 3 months': {
    text: 'Asiste con tu pareja a un taller para parejas o a 3 sesiones de terapia en 3 meses',
    headline: 'Invierte en tu relación',
    description:
      'No hace falta estar en crisis para beneficiarse de ayuda. Unas pocas sesiones guiadas pueden darle a la pareja nuevas herramientas para gestionar los roces del día a día.',
  },
  'Meditate for 10 minutes a day for 60 days in a row': {
    text: 'Medita 10 minutos al día durante 60 días seguidos',
    headline: 'Meditación diaria',
    description:
      'Meditar con regularidad calma la mente y afina la atención. Usa un temporizador, siéntate cómodamente y, cuando tu mente se distraiga, vuelve con suavidad a la respiración.',
  },
  'Complete an 8-week mindfulness course': {
    text: 'Completa un curso de mindfulness de 8 semanas',
    headline: 'Curso de mindfulness',
    description:
      'Un curso estructurado te ofrece guía y una práctica constante. Hay muchos disponibles en línea o en centros comunitarios de tu zona.',
  },
  'Attend a weekend silent retreat within 6 months': {
    text: 'Haz un retiro de silencio de fin de semana en 6 meses',
    headline: 'Retiro de silencio',
    description:
      'Unos días de silencio te permiten escuchar con claridad tus propios pensamientos. Elige un retiro pensado para principiantes y llega sin expectativas.',
  },
  'Read one sacred or philosophical text from cover to cover this year': {
    text: 'Lee este año de principio a fin un texto sagrado o filosófico',
    headline: 'Estudia un texto sagrado',
    description:
      'Los textos fundamentales han guiado a las personas durante siglos. Lee unas pocas páginas cada vez y apunta una frase que te llegue.',
  },
  'Volunteer 50 hours for a cause you care about this year': {
    text: 'Dedica este año 50 horas de voluntariado a una causa que te importe',
    headline: '50 horas de voluntariado',
    description:
      'Servir a los demás da un profundo sentido de propósito y de conexión. Con una hora a la semana aproximadamente lo consigues; busca una tarea que encaje con tus habilidades.',
  },
  'Keep a gratitude journal every day for 90 days': {
    text: 'Escribe un diario de gratitud cada día durante 90 días',
    headline: 'Diario de gratitud',
    description:
      'Fijarte en lo bueno entrena tu mente para encontrarlo con más facilidad. Escribe cada noche tres cosas concretas, incluso en los días difíciles.',
  },
  'Spend one device-free day in nature every month for 6 months': {
    text: 'Pasa un día al mes sin dispositivos en plena naturaleza durante 6 meses',
    headline: 'Días en la naturaleza',
    description:
      'El tiempo en la naturaleza restaura la atención y pone las preocupaciones en su justa medida. Planea una ruta a un parque, la costa o un bosque y deja el teléfono en la mochila.',
  },
  'Attend a service, gathering or meditation group every week for 3 months': {
    text: 'Asiste cada semana a un oficio, encuentro o grupo de meditación durante 3 meses',
    headline: 'Encuentra tu comunidad',
    description:
      'Practicar con otras personas aporta apoyo y sentido de pertenencia. Prueba varios grupos antes de decidir cuál encaja contigo.',
  },
  'Write down your core beliefs and what gives your life meaning within a month': {
    text: 'Escribe en un mes tus creencias fundamentales y lo que da sentido a tu vida',
    headline: 'Aclara tus creencias',
    description:
      'Poner tus creencias en palabras te ayuda a vivir de acuerdo con ellas. Empieza con unas preguntas: ¿en qué confío?, ¿qué espero?, ¿qué les debo a los demás?',
  },
  'Practise yoga 3 times a week for 12 weeks': {
    text: 'Practica yoga 3 veces por semana durante 12 semanas',
    headline: 'Yoga con regularidad',
    description:
      'El yoga une respiración, cuerpo y mente en una sola práctica. Los videos para principiantes o una clase cerca de casa te enseñarán unas bases seguras.',
  },
  'Keep one day a week free of work and errands for 2 months': {
    text: 'Reserva un día a la semana libre de trabajo y recados durante 2 meses',
    headline: 'Día de descanso semanal',
    description:
      'Un verdadero día de descanso te devuelve la energía y te recuerda que eres más que lo que produces. Prepáralo la víspera para que no se cuele nada urgente.',
  },
  'Do one anonymous act of kindness every week for 3 months': {
    text: 'Haz un acto de bondad anónimo cada semana durante 3 meses',
    headline: 'Bondad anónima',
    description:
      'La bondad sin reconocimiento es su propia recompensa. Invita a un café a un desconocido, deja una nota de ánimo o ayuda discretamente a un vecino.',
  },
  'Work through forgiving one old hurt, with a journal or counsellor, within 3 months': {
    text: 'Trabaja en perdonar una herida antigua, con un diario o con un terapeuta, en 3 meses',
    headline: 'Practica el perdón',
    description:
      'Perdonar consiste en liberarte tú, no en excusar a la otra persona. Escribir sobre lo que pasó y cómo te afectó es un buen primer paso.',
  },
  'Watch the sunrise once a week for 2 months': {
    text: 'Contempla el amanecer una vez a la semana durante 2 meses',
    headline: 'Recibe el amanecer',
    description:
      'Ver cómo empieza el día es una forma sencilla de sentirte parte de algo más grande. Busca un sitio con vista despejada hacia el este y llévate una bebida caliente.',
  },
  'Spend your first work hour on your most important task': {
    text: 'Dedica tu primera hora de trabajo a tu tarea más importante',
    headline: 'Lo importante, primero',
    description:
      'Tu concentración suele estar en su mejor momento a primera hora. Decide la tarea la tarde anterior para poder empezar sin mirar los mensajes.',
  },
  'Check email only at three set times during the day': {
    text: 'Revisa el correo solo tres veces al día, a horas fijas',
    headline: 'Agrupa el correo',
    description:
      'Mirar el correo constantemente rompe tu concentración. Cierra la bandeja de entrada entre esas horas y avisa a los demás de cuándo pueden esperar respuesta.',
  },
  'Write down one win from your workday': {
    text: 'Anota un logro de tu jornada laboral',
    headline: 'Registra un logro',
    description:
      'Una lista de logros aumenta la motivación y facilita mucho las evaluaciones y las entrevistas. Basta con una línea.',
  },
  'Read one article about your industry': {
    text: 'Lee un artículo sobre tu sector',
    headline: 'Lectura del sector',
    description:
      'Mantenerte al día te ayuda a detectar tendencias antes de que lleguen. Sigue dos o tres fuentes de confianza en lugar de deslizar sin fin por las redes.',
  },
  'Send one friendly message to someone in your professional network': {
    text: 'Envía un mensaje amable a alguien de tu red profesional',
    headline: 'Cuida tu red de contactos',
    description:
      'Las redes de contactos se mantienen vivas con pequeños gestos frecuentes. Comparte un enlace útil, felicita a alguien o simplemente pregúntale cómo le va.',
  },
  'Block 90 minutes of focus time with notifications turned off': {
    text: 'Reserva 90 minutos de concentración con las notificaciones desactivadas',
    headline: 'Bloque de concentración',
    description:
      'El trabajo profundo necesita periodos largos sin interrupciones. Pon el bloque en tu calendario para que los demás lo vean y trátalo como una reunión.',
  },
  'Spend 15 minutes practising a skill your role needs': {
    text: 'Dedica 15 minutos a practicar una habilidad que necesites en tu puesto',
    headline: 'Practica una habilidad',
    description:
      'Practicar un poco cada día se convierte en verdadera pericia al cabo de un año. Elige una sola habilidad y céntrate en ella durante unas semanas.',
  },
  'Write a short end-of-day note on what is done and what comes next': {
    text: 'Escribe al final del día una nota breve con lo que has terminado y lo que viene después',
    headline: 'Nota de cierre',
    description:
      'Cerrar el día por escrito te ayuda a desconectar y a arrancar más rápido mañana. Con tres viñetas es suficiente.',
  },
  'Clear your desk and close all browser tabs before logging off': {
    text: 'Despeja tu mesa y cierra todas las pestañas del navegador antes de desconectarte',
    headline: 'Cierre ordenado',
    description:
      'Un espacio de trabajo despejado hace que la mañana siguiente empiece con más calma y concentración. Te lleva dos minutos y marca el final de la jornada.',
  },
  'Give one colleague specific, sincere praise': {
    text: 'Elogia a un compañero de forma concreta y sincera',
    headline: 'Reconoce a un compañero',
    description:
      'Los elogios concretos generan confianza y una mejor cultura de equipo. Menciona exactamente qué hizo y por qué ayudó.',
  },
  'Prepare a written agenda before every meeting you run': {
    text: 'Prepara un orden del día por escrito antes de cada reunión que dirijas',
    headline: 'Orden del día',
    description:
      'Un orden del día hace que las reuniones sean cortas y útiles. Enumera las decisiones que necesitas y compártelo con los asistentes de antemano.',
  },
  'Take a proper lunch break away from your desk': {
    text: 'Tómate un descanso para comer de verdad, lejos de tu mesa',
    headline: 'Pausa para comer de verdad',
    description:
      'Alejarte un rato te devuelve la energía para la tarde. Incluso 20 minutos al aire libre o con compañeros marcan una diferencia notable.',
  },
  'Spend 20 minutes on your side project': {
    text: 'Dedica 20 minutos a tu proyecto personal',
    headline: 'Tiempo para tu proyecto',
    description:
      'Avanzar un poco cada día mantiene vivo un proyecto personal. Para a mitad de una tarea para que mañana te resulte fácil retomarla.',
  },
  'Read 20 pages of a book': {
    text: 'Lee 20 páginas de un libro',
    headline: 'Lee 20 páginas',
    description:
      'Veinte páginas al día suman más de veinte libros al año. Deja el libro en un sitio donde lo veas, como junto a la cama.',
  },
  'Practise a new language for 15 minutes': {
    text: 'Practica un idioma nuevo durante 15 minutos',
    headline: 'Práctica de idiomas',
    description:
      'Las sesiones cortas diarias ayudan a fijar las palabras nuevas. Combina una aplicación con escuchar música o pódcasts en ese idioma.',
  },
  'Write one page in your journal': {
    text: 'Escribe una página en tu diario',
    headline: 'Una página de diario',
    description:
      'Escribir a mano te ayuda a desenredar tus pensamientos. Empieza por lo que ha pasado hoy y cómo te sientes al respecto.',
  },
  'Learn one new word and use it in a sentence': {
    text: 'Aprende una palabra nueva y úsala en una frase',
    headline: 'Una palabra nueva al día',
    description:
      'Un vocabulario más amplio te ayuda a pensar y a expresarte con más precisión. Usar la palabra enseguida te ayuda a recordarla.',
  },
  'Listen to an educational podcast during your commute': {
    text: 'Escucha un pódcast educativo durante tus trayectos',
    headline: 'Aprende por el camino',
    description:
      'El tiempo de trayecto se convierte en tiempo de aprendizaje. Deja los episodios preparados la noche anterior para no tener que elegir sobre la marcha.',
  },
  'Write down one thing you learned today': {
    text: 'Anota una cosa que hayas aprendido hoy',
    headline: 'Diario de aprendizaje',
    description:
      'Ponerle nombre a lo que aprendes ayuda a fijarlo. Con el tiempo, el registro se convierte en una prueba de todo lo que has crecido.',
  },
  'Do one small thing that makes you slightly nervous': {
    text: 'Haz una pequeña cosa que te ponga un poco nervioso',
    headline: 'Sal de tu zona de confort',
    description:
      'Los pequeños retos frecuentes te dan confianza para los grandes. Haz una pregunta, comparte una idea o prueba algo desconocido.',
  },
  'Spend 5 minutes reflecting on what went well and what to improve': {
    text: 'Dedica 5 minutos a pensar en lo que ha ido bien y en lo que puedes mejorar',
    headline: 'Repaso diario',
    description:
      'Un breve repaso convierte la experiencia en aprendizaje. Hazte dos preguntas: ¿qué ha funcionado hoy y qué haría de otra manera?',
  },
  'Spend 30 minutes on an online course': {
    text: 'Dedica 30 minutos a un curso en línea',
    headline: 'Avanza en tu curso',
    description:
      'Las sesiones regulares te hacen avanzar por el temario. Reserva el tiempo a la misma hora cada día para que se vuelva automático.',
  },
  'Replace 15 minutes of scrolling with reading': {
    text: 'Cambia 15 minutos de scroll por lectura',
    headline: 'Menos scroll, más lectura',
    description:
      'Cambiar un poco de tiempo de pantalla por lectura mejora la concentración con el tiempo. Ten un libro o un lector electrónico donde sueles echar mano del teléfono.',
  },
  'Solve one puzzle or brain teaser': {
    text: 'Resuelve un acertijo o un pasatiempo de lógica',
    headline: 'Gimnasia mental',
    description:
      'Los pasatiempos mantienen la mente ágil y son un descanso divertido. Valen crucigramas, sudokus o problemas de lógica.',
  },
  'Read your goals out loud each morning': {
    text: 'Lee tus metas en voz alta cada mañana',
    headline: 'Repasa tus metas',
    description:
      'Ver tus metas a diario hace que las tengas siempre presentes. Te lleva menos de un minuto y orienta las decisiones que tomas durante todo el día.',
  },
  'Practise touch-typing for 10 minutes': {
    text: 'Practica mecanografía durante 10 minutos',
    headline: 'Práctica de mecanografía',
    description:
      'Escribir más rápido te ahorra tiempo en todo lo que haces con el teclado. Céntrate primero en la precisión; la velocidad llega después.',
  },
  'Eat dinner together with phones away from the table': {
    text: 'Cena en familia con los teléfonos lejos de la mesa',
    headline: 'Cena sin teléfonos',
    description:
      'Sin teléfonos, la cena se convierte en tiempo de verdad juntos. Una cesta junto a la puerta para los dispositivos de todos hace que la norma sea fácil de cumplir.',
  },
  'Read a bedtime story with your child': {
    text: 'Lee un cuento antes de dormir con tu hijo',
    headline: 'Cuento para dormir',
    description:
      'Leer juntos desarrolla el lenguaje y da un final tranquilo al día. Deja que tu hijo elija el libro y hazle preguntas durante la lectura.',
  },
  'Ask each family member about the best part of their day': {
    text: 'Pregunta a cada miembro de la familia qué ha sido lo mejor de su día',
    headline: 'Lo mejor del día',
    description:
      'Esta sencilla pregunta abre conversaciones que un «¿Qué tal el día?» rara vez consigue. Comparte también tu respuesta.',
  },
  'Send a message or photo to a parent or sibling': {
    text: 'Envía un mensaje o una foto a tu madre, tu padre o un hermano',
    headline: 'Contacto con la familia',
    description:
      'El contacto pequeño y frecuente mantiene unida a la familia incluso a distancia. Una foto de tu día basta para empezar una conversación.',
  },
  'Give each person at home a hug': {
    text: 'Dale un abrazo a cada persona de casa',
    headline: 'Abrazo diario',
    description:
      'El afecto físico reduce el estrés y crea cercanía. Hazlo parte de los buenos días o las buenas noches.',
  },
  'Spend 15 minutes of undivided play time with your kids': {
    text: 'Dedica 15 minutos de juego con atención plena a tus hijos',
    headline: 'Juego sin distracciones',
    description:
      'Quince minutos de atención total valen más para un niño que horas de tiempo distraído. Deja que sea él quien dirija el juego.',
  },
  'Do one household chore without being asked': {
    text: 'Haz una tarea de la casa sin que te lo pidan',
    headline: 'Echa una mano en casa',
    description:
      'Repartir la carga demuestra respeto por todos los que viven en casa. Fíjate en lo que hace falta y encárgate de ello sin más.',
  },
  'Cook a meal together with a family member': {
    text: 'Cocina una comida junto con un familiar',
    headline: 'Cocinar en familia',
    description:
      'Cocinar juntos es trabajo en equipo, conversación y comida, todo a la vez. Da a los niños tareas sencillas, como lavar las verduras o remover.',
  },
  'Thank each person at home for something specific': {
    text: 'Da las gracias a cada persona de casa por algo concreto',
    headline: 'Gracias en familia',
    description:
      'Un agradecimiento concreto demuestra que ves el esfuerzo de cada uno. Así se crea un hogar en el que todos se sienten valorados.',
  },
  'Take a family walk after dinner': {
    text: 'Sal a pasear en familia después de cenar',
    headline: 'Paseo familiar por la tarde',
    description:
      'Un paseo corto ayuda a la digestión y da a todos la oportunidad de hablar. A los niños les suele resultar más fácil conversar caminando al lado de alguien.',
  },
  'Pack lunches and bags the night before': {
    text: 'Prepara las comidas y las mochilas la noche anterior',
    headline: 'Preparación la noche antes',
    description:
      'Prepararlo todo por la noche hace que las mañanas sean más tranquilas para toda la familia. Pide a los niños que ayuden a preparar sus propias mochilas.',
  },
  'Leave a short encouraging note for your child': {
    text: 'Deja una nota breve de ánimo a tu hijo',
    headline: 'Nota de ánimo',
    description:
      'Una nota escondida en su almuerzo o en la almohada le dice a tu hijo que piensas en él. Que sea breve y concreta.',
  },
  'Call a grandparent or older relative': {
    text: 'Llama a un abuelo o a un familiar mayor',
    headline: 'Llama a tus abuelos',
    description:
      'Una llamada corta puede alegrarle el día entero a un familiar mayor. Pregúntale por su vida y sus historias, no solo por su salud.',
  },
  'Record every purchase you make today': {
    text: 'Anota todas las compras que hagas hoy',
    headline: 'Registra tus gastos',
    description:
      'Apuntar las compras hace visible el gasto y a menudo lo reduce. Basta con una aplicación de notas o una hoja de cálculo sencilla.',
  },
  'Check your bank balance and recent transactions': {
    text: 'Revisa el saldo de tu cuenta y los últimos movimientos',
    headline: 'Revisa tus cuentas',
    description:
      'Echar un vistazo rápido cada día te ayuda a detectar errores y fraudes a tiempo. Además, te mantiene al tanto de cuánto tienes realmente.',
  },
  'Wait 24 hours before making any non-essential purchase': {
    text: 'Espera 24 horas antes de hacer cualquier compra no imprescindible',
    headline: 'Regla de las 24 horas',
    description:
      'Esperar un día filtra las compras impulsivas. Si mañana todavía lo quieres, podrás comprarlo con la cabeza fría.',
  },
  'Move a small amount into your savings account': {
    text: 'Pasa una pequeña cantidad a tu cuenta de ahorro',
    headline: 'Ahorro diario',
    description:
      'Incluso una pequeña transferencia diaria crea un colchón real en un año. Automatízala si tu banco lo permite.',
  },
  'Pack your lunch instead of buying it': {
    text: 'Llévate la comida de casa en lugar de comprarla',
    headline: 'Lleva tu comida',
    description:
      'La comida casera ahorra dinero y suele ser más sana. Cocina un poco más en la cena y guarda las sobras para el día siguiente.',
  },
  'Make your coffee at home instead of buying it': {
    text: 'Prepara el café en casa en lugar de comprarlo',
    headline: 'Café hecho en casa',
    description:
      'Las visitas diarias a la cafetería suman rápido. Un buen termo hace que el café de casa sea un pequeño lujo.',
  },
  'Read about personal finance for 10 minutes': {
    text: 'Lee sobre finanzas personales durante 10 minutos',
    headline: 'Lectura sobre finanzas',
    description:
      'Entender el dinero te ayuda a tomar decisiones con seguridad. Elige un libro o un blog de confianza y lee un poco cada día.',
  },
  'Compare prices before buying anything over $50': {
    text: 'Compara precios antes de comprar cualquier cosa de más de 50 dólares',
    headline: 'Compara antes de comprar',
    description:
      'Unos minutos comparando pueden ahorrarte una cantidad sorprendente. Mira al menos otras dos tiendas o busca una opción de segunda mano.',
  },
  'Put your spare change or card round-ups into savings': {
    text: 'Guarda en tu ahorro las monedas sueltas o el redondeo de tus pagos con tarjeta',
    headline: 'Ahorra el cambio',
    description:
      'Las pequeñas cantidades que no echarás de menos suman con el tiempo. Muchos bancos pueden redondear automáticamente los pagos con tarjeta.',
  },
  'Spend 5 minutes checking your budget categories': {
    text: 'Dedica 5 minutos a revisar las categorías de tu presupuesto',
    headline: 'Revisión del presupuesto',
    description:
      'Revisarlo a diario frena el exceso de gasto antes de que ocurra. Mira cuánto te queda en cada categoría para el resto del mes.',
  },
  'Shop with a list and stick to it': {
    text: 'Haz la compra con una lista y cíñete a ella',
    headline: 'Compra con lista',
    description:
      'Una lista te mantiene centrado y reduce las compras impulsivas. Escríbela antes de salir de casa, no en la tienda.',
  },
  'Unsubscribe from one marketing email list': {
    text: 'Date de baja de una lista de correos publicitarios',
    headline: 'Menos publicidad',
    description:
      'Menos correos de ofertas significa menos tentaciones de gastar. Además, tu bandeja de entrada estará más tranquila.',
  },
  'Have a no-spend day': {
    text: 'Pasa un día sin gastar',
    headline: 'Día sin gastos',
    description:
      'Un día sin gastar te muestra todo lo que puedes hacer con lo que ya tienes. Planifica las comidas y las actividades de antemano para que resulte fácil.',
  },
  'Spend 20 minutes on a hobby you enjoy': {
    text: 'Dedica 20 minutos a una afición que disfrutes',
    headline: 'Tiempo para tu afición',
    description:
      'Las aficiones te recargan de una forma que el entretenimiento pasivo no consigue. Protege ese tiempo como cualquier otra cita.',
  },
  'Play a musical instrument for 15 minutes': {
    text: 'Toca un instrumento durante 15 minutos',
    headline: 'Toca música',
    description:
      'Tocar con regularidad mantiene frescas tus habilidades y es una gran forma de liberar estrés. Deja el instrumento a la vista y a mano para tocar en cualquier momento.',
  },
  'Sketch or doodle for 10 minutes': {
    text: 'Dibuja o garabatea durante 10 minutos',
    headline: 'Boceto diario',
    description:
      'Dibujar es relajante y mejora con la práctica, sea cual sea tu punto de partida. Dibuja lo que tengas delante.',
  },
  'Take one photo of something beautiful': {
    text: 'Toma una foto de algo bonito',
    headline: 'Una foto al día',
    description:
      'Buscar la belleza cada día cambia tu forma de ver lo que te rodea. A final de año tendrás una colección preciosa.',
  },
  'Listen to a full album without distractions': {
    text: 'Escucha un álbum completo sin distracciones',
    headline: 'Escucha un álbum',
    description:
      'Escuchar un álbum de principio a fin es una experiencia pequeña y rica. Prueba algo nuevo de un género que apenas exploras.',
  },
  'Dance to your favourite song': {
    text: 'Baila tu canción favorita',
    headline: 'Pausa para bailar',
    description:
      'Tres minutos de baile te suben el ánimo y te ponen en movimiento. No hace falta público.',
  },
  'Try one new recipe, snack or ingredient': {
    text: 'Prueba una receta, un tentempié o un ingrediente nuevo',
    headline: 'Prueba algo nuevo',
    description:
      'Los pequeños experimentos en la cocina hacen las comidas más interesantes. Compra un producto que no conozcas cada vez que hagas la compra.',
  },
  'Play a board game, card game or video game with someone': {
    text: 'Juega a un juego de mesa, de cartas o a un videojuego con alguien',
    headline: 'Hora de jugar',
    description:
      'Jugar juntos es una de las formas más fáciles de reír y conectar. Los juegos rápidos funcionan bien en las noches con mucho ajetreo.',
  },
  'Read a chapter of a novel just for pleasure': {
    text: 'Lee un capítulo de una novela solo por placer',
    headline: 'Lee por placer',
    description:
      'La ficción es un descanso para la mente y una ventana a otras vidas. Elige libros que disfrutes, no los que crees que deberías leer.',
  },
  'Spend 15 minutes in the garden or tending your plants': {
    text: 'Dedica 15 minutos al jardín o a cuidar tus plantas',
    headline: 'Tiempo de jardín',
    description:
      'Cuidar plantas relaja y es gratificante. Incluso unas pocas macetas en la ventana te dan algo que atender.',
  },
  'Do something playful with no goal attached': {
    text: 'Haz algo divertido sin ningún objetivo',
    headline: 'Simplemente juega',
    description:
      'Jugar sin un propósito es bueno para la creatividad y contra el estrés. Juega con una pelota, construye algo absurdo o invéntate un juego.',
  },
  'Plan one thing to look forward to this week': {
    text: 'Planea para esta semana algo que esperes con ganas',
    headline: 'Algo que esperar con ganas',
    description:
      'Esperar algo con ganas es una gran parte de la felicidad. Incluso un plan pequeño, como tu comida favorita o un paseo con un amigo, alegra la semana.',
  },
  'Enjoy a comedy clip, comic strip or funny story': {
    text: 'Disfruta de un video cómico, una tira cómica o una historia graciosa',
    headline: 'Risas diarias',
    description:
      'La risa alivia la tensión y mejora el ánimo. Ten una pequeña lista de cosas que siempre te hacen sonreír.',
  },
  'Walk 20 minutes after lunch': {
    text: 'Camina 20 minutos después de comer',
    headline: 'Paseo después de comer',
    description:
      'Caminar después de comer ayuda a estabilizar el azúcar en sangre y evita el bajón de la tarde. Invita a un compañero para hacerlo más social.',
  },
  'Do 10 minutes of stretching': {
    text: 'Estira durante 10 minutos',
    headline: 'Estiramientos diarios',
    description:
      'Estirar alivia la rigidez de estar sentado y mejora la movilidad. Céntrate en las caderas, los isquiotibiales, los hombros y el cuello.',
  },
  'Eat a vegetable with every meal': {
    text: 'Come verdura en cada comida',
    headline: 'Verdura en cada comida',
    description:
      'Esta sencilla regla aumenta la fibra y los nutrientes que tomas sin tener que contar nada. Las verduras congeladas también valen y ahorran tiempo.',
  },
  'Do 20 squats and 20 push-ups': {
    text: 'Haz 20 sentadillas y 20 flexiones',
    headline: 'Serie con tu peso corporal',
    description:
      'Una serie rápida con tu propio peso desarrolla fuerza sin ningún equipo. Hazla mientras hierve el agua o antes de ducharte.',
  },
  'Take the stairs instead of the lift': {
    text: 'Sube por las escaleras en lugar de usar el ascensor',
    headline: 'Usa las escaleras',
    description:
      'Las escaleras son ejercicio gratis integrado en tu día. Empieza con uno o dos pisos y ve aumentando.',
  },
  'Reach 8,000 steps': {
    text: 'Llega a 8000 pasos',
    headline: '8000 pasos',
    description:
      'Caminar es una de las mejores cosas que puedes hacer por tu salud a largo plazo. Los paseos cortos después de las comidas hacen que el objetivo sea fácil de alcanzar.',
  },
  'Finish eating 3 hours before bed': {
    text: 'Termina de comer 3 horas antes de acostarte',
    headline: 'Última comida temprana',
    description:
      'Adelantar la última comida suele mejorar el sueño y la digestión. Si más tarde tienes hambre, elige algo ligero.',
  },
  'Swap one sugary drink for water or tea': {
    text: 'Cambia una bebida azucarada por agua o té',
    headline: 'Adiós a las bebidas azucaradas',
    description:
      'Las bebidas azucaradas aportan calorías sin saciarte. Ten a mano una botella de agua o una tetera.',
  },
  'Do a 20-minute workout': {
    text: 'Haz un entrenamiento de 20 minutos',
    headline: 'Entrenamiento diario',
    description:
      'Veinte minutos bastan para mejorar de verdad tu forma física si eres constante. Sigue un video o un circuito sencillo en casa.',
  },
  'Eat a piece of fruit as a snack': {
    text: 'Come una pieza de fruta como tentempié',
    headline: 'Fruta como tentempié',
    description:
      'La fruta calma las ganas de dulce con fibra y vitaminas incluidas. Ten un frutero a la vista en la cocina.',
  },
  'Hold a plank for 60 seconds': {
    text: 'Haz una plancha de 60 segundos',
    headline: 'Plancha diaria',
    description:
      'La plancha fortalece el abdomen y la zona media, lo que protege tu espalda. Empieza aguantando menos tiempo y añade unos segundos cada día.',
  },
  'Check your posture each time you sit down': {
    text: 'Revisa tu postura cada vez que te sientes',
    headline: 'Revisa tu postura',
    description:
      'Una buena postura reduce la tensión en el cuello y la espalda. Pies apoyados en el suelo, hombros relajados y pantalla a la altura de los ojos.',
  },
  'Cook a meal at home instead of ordering takeaway': {
    text: 'Cocina en casa en lugar de pedir comida a domicilio',
    headline: 'Cocina en casa',
    description:
      'Cocinar en casa te permite controlar los ingredientes y las raciones. Ten a mano algunas recetas rápidas para las noches de cansancio.',
  },
  'Tell your partner one thing you appreciate about them': {
    text: 'Dile a tu pareja algo que valoras de ella',
    headline: 'Expresa tu aprecio',
    description:
      'Expresar tu aprecio en voz alta mantiene viva la calidez de una relación. Sé concreto: fíjate en algo que haya hecho hoy.',
  },
  'Send a thoughtful message to a friend': {
    text: 'Envía un mensaje atento a un amigo',
    headline: 'Escribe a un amigo',
    description:
      'Un mensaje corto les dice a tus amigos que piensas en ellos. Menciona algo que recordaste o viste y que te hizo pensar en ellos.',
  },
  'Put your phone away during conversations': {
    text: 'Aparta el teléfono durante las conversaciones',
    headline: 'Presencia plena',
    description:
      'Prestar toda tu atención es uno de los gestos más amables que puedes tener con alguien. Pon el teléfono boca abajo o fuera de tu alcance.',
  },
  'Ask someone a question and really listen to the answer': {
    text: 'Hazle una pregunta a alguien y escucha de verdad la respuesta',
    headline: 'Escucha con atención',
    description:
      'Escuchar bien hace que la gente se sienta comprendida. Resiste la tentación de preparar tu respuesta y haz otra pregunta a partir de lo que te cuenten.',
  },
  'Spend 10 minutes talking with your partner about your days': {
    text: 'Dedica 10 minutos a hablar con tu pareja de cómo ha ido el día',
    headline: 'Charla diaria',
    description:
      'Una charla diaria mantiene la conexión en las épocas de mucho trabajo. Pregunta por el mejor y el peor momento de su día.',
  },
  'Give someone a genuine compliment': {
    text: 'Hazle a alguien un cumplido sincero',
    headline: 'Cumplido sincero',
    description:
      'Un cumplido sincero puede alegrarle el día entero a alguien. Elogia el esfuerzo o la forma de ser, no solo el aspecto.',
  },
  'Do a small kind thing for your partner without being asked': {
    text: 'Ten un pequeño detalle con tu pareja sin que te lo pida',
    headline: 'Pequeño gesto de amor',
    description:
      'Los pequeños gestos demuestran cariño en el día a día. Prepárale el café, encárgate de una tarea que no le guste o déjale una nota.',
  },
  'Greet your partner warmly in the morning and say goodnight': {
    text: 'Saluda a tu pareja con cariño por la mañana y dale las buenas noches',
    headline: 'Saludos cariñosos',
    description:
      'La forma de empezar y terminar el día juntos marca el tono. Un abrazo o un beso lleva segundos y significa mucho.',
  },
  'Reply to messages from friends within a day': {
    text: 'Responde a los mensajes de tus amigos en menos de un día',
    headline: 'Responde pronto',
    description:
      'Responder pronto demuestra que la gente te importa. Si estás ocupado, basta con una nota rápida diciendo que contestarás más tarde.',
  },
  'Apologise quickly and sincerely when you get something wrong': {
    text: 'Pide perdón rápido y con sinceridad cuando te equivoques',
    headline: 'Reconoce tus errores',
    description:
      'Una disculpa rápida y sincera evita que los pequeños problemas crezcan. Di qué hiciste y cómo lo harás mejor.',
  },
  'Make plans with a friend for the coming week': {
    text: 'Haz planes con un amigo para la próxima semana',
    headline: 'Haz planes',
    description:
      'Las amistades necesitan tiempo juntos, y el tiempo necesita un plan. Propón un día y una actividad concretos en lugar de «algún día».',
  },
  'Greet a neighbour or colleague by name': {
    text: 'Saluda por su nombre a un vecino o a un compañero',
    headline: 'Usa los nombres',
    description:
      'Llamar a alguien por su nombre muestra respeto y crea conexión. Además, te ayuda a recordarlo.',
  },
  'Share one honest feeling with someone you trust': {
    text: 'Comparte un sentimiento sincero con alguien de confianza',
    headline: 'Ábrete',
    description:
      'Compartir lo que sientes crea cercanía y confianza. Empieza por algo pequeño, algo que haya pasado hoy.',
  },
  'Meditate for 10 minutes': {
    text: 'Medita durante 10 minutos',
    headline: 'Diez minutos de meditación',
    description:
      'Sentarte un rato cada día calma la mente y mejora la concentración. Siéntate cómodo, cierra los ojos y sigue tu respiración.',
  },
  "Write down three things you're grateful for": {
    text: 'Escribe tres cosas por las que sientes gratitud',
    headline: 'Lista de gratitud',
    description:
      'La gratitud lleva tu atención hacia lo que va bien. Sé concreto; las cosas pequeñas también cuentan.',
  },
  'Pray or sit in quiet reflection for 5 minutes': {
    text: 'Reza o dedica 5 minutos a la reflexión en silencio',
    headline: 'Reflexión en silencio',
    description:
      'Unos minutos de silencio te ayudan a reconectar con lo que importa. Busca un lugar y una hora fijos para que se convierta en un ritual.',
  },
  'Spend 10 minutes outdoors noticing nature': {
    text: 'Pasa 10 minutos al aire libre fijándote en la naturaleza',
    headline: 'Fíjate en la naturaleza',
    description:
      'Observar los árboles, el cielo y los pájaros te ancla en el presente. Deja el teléfono en el bolsillo mientras miras a tu alrededor.',
  },
  'Read a passage from a spiritual or philosophical text': {
    text: 'Lee un pasaje de un texto espiritual o filosófico',
    headline: 'Lectura diaria',
    description:
      'Un pasaje breve te da algo significativo en lo que pensar durante el día. Lee despacio y vuelve a la frase que más te llame la atención.',
  },
  'Do one act of kindness for a stranger': {
    text: 'Haz un acto de bondad por un desconocido',
    headline: 'Bondad con un desconocido',
    description:
      'La bondad te conecta con los demás y con tus propios valores. Sujeta una puerta, ayuda a cargar algo o di una palabra amable.',
  },
  'Set an intention for the day when you wake up': {
    text: 'Fija una intención para el día al despertarte',
    headline: 'Intención matinal',
    description:
      'Una intención guía cómo quieres estar presente, traiga lo que traiga el día. Que sea una sola palabra o una frase corta, como «paciencia».',
  },
  'Take 3 mindful breaths before each meal': {
    text: 'Haz 3 respiraciones conscientes antes de cada comida',
    headline: 'Comidas conscientes',
    description:
      'Hacer una pausa antes de comer te trae al momento presente y te ayuda a disfrutar de la comida. Es un ancla sencilla para la atención plena.',
  },
  'Practise 15 minutes of yoga': {
    text: 'Practica 15 minutos de yoga',
    headline: 'Secuencia de yoga',
    description:
      'Una secuencia breve une la respiración y el movimiento. Por la mañana te da energía; por la noche te ayuda a relajarte.',
  },
  'End the day by naming one moment that felt meaningful': {
    text: 'Termina el día nombrando un momento que haya tenido sentido para ti',
    headline: 'Un momento con sentido',
    description:
      'Reconocer el sentido de los días corrientes te ayuda a ver lo que de verdad importa. Escríbelo o compártelo con alguien.',
  },
  'Spend 5 minutes in silence with no phone, music or reading': {
    text: 'Pasa 5 minutos en silencio, sin teléfono, música ni lectura',
    headline: 'Cinco minutos de silencio',
    description:
      'El silencio le da a tu mente espacio para asentarse. Al principio puede resultar extraño, y eso forma parte de la práctica.',
  },
  'Do a slow body scan before sleep': {
    text: 'Haz un escaneo corporal lento antes de dormir',
    headline: 'Escaneo corporal',
    description:
      'Recorrer lentamente tu cuerpo con la atención, de la cabeza a los pies, libera tensión y te prepara para dormir. Al principio pueden ayudarte las grabaciones guiadas.',
  },
  'Notice one small annoyance and consciously let it go': {
    text: 'Fíjate en una pequeña molestia y déjala ir de forma consciente',
    headline: 'Déjalo ir',
    description:
      'Soltar las pequeñas irritaciones libera energía para lo que importa. Respira, ponle nombre a lo que sientes y sigue adelante.',
  },
  'Go to bed at the same time every night': {
    text: 'Acuéstate a la misma hora todas las noches',
    headline: 'Hora fija para dormir',
    description:
      'Acostarte siempre a la misma hora regula tu reloj biológico y mejora la calidad del sueño. Pon un recordatorio 30 minutos antes para empezar a relajarte.',
  },
  'Drink a glass of water as soon as you wake up': {
    text: 'Bebe un vaso de agua nada más despertarte',
    headline: 'Agua al despertar',
    description:
      'Después de una noche de sueño te despiertas ligeramente deshidratado. Deja un vaso junto a la cama para que sea lo primero que tomes.',
  },
  'Drink 8 glasses of water through the day': {
    text: 'Bebe 8 vasos de agua a lo largo del día',
    headline: 'Mantente hidratado',
    description:
      'Estar bien hidratado favorece la energía, la concentración y la digestión. Lleva una botella reutilizable y bebe en cada comida.',
  },
  'Write down your top 3 priorities for the day': {
    text: 'Escribe tus 3 prioridades del día',
    headline: 'Planifica tu día',
    description:
      'Tener tres prioridades claras te mantiene centrado cuando el día se complica. Escríbelas antes de abrir el correo.',
  },
  'Make your bed as soon as you get up': {
    text: 'Haz la cama nada más levantarte',
    headline: 'Haz la cama',
    description:
      'Una cama hecha es un primer logro rápido que marca un tono ordenado. Lleva menos de dos minutos.',
  },
  'Eat a breakfast that includes some protein': {
    text: 'Toma un desayuno que incluya algo de proteína',
    headline: 'Desayuno con proteína',
    description:
      'La proteína en el desayuno te sacia y mantiene estable tu energía hasta el almuerzo. Sirven los huevos, el yogur, los frutos secos o las legumbres.',
  },
  'Turn off screens 30 minutes before bed': {
    text: 'Apaga las pantallas 30 minutos antes de acostarte',
    headline: 'Desconexión sin pantallas',
    description:
      'Las pantallas mantienen el cerebro alerta y pueden retrasar el sueño. Cámbialas por la lectura, unos estiramientos o una ducha caliente.',
  },
  'Tidy your living space for 10 minutes before bed': {
    text: 'Ordena tu casa durante 10 minutos antes de acostarte',
    headline: 'Orden antes de dormir',
    description:
      'Un orden rápido hace que te despiertes en un espacio tranquilo. Pon un temporizador y devuelve cada cosa a su sitio.',
  },
  'Get 10 minutes of outdoor daylight in the morning': {
    text: 'Toma 10 minutos de luz natural al aire libre por la mañana',
    headline: 'Luz de la mañana',
    description:
      'La luz de la mañana ayuda a regular tu reloj biológico y mejora el ánimo. Tómate el café fuera o haz a pie parte del trayecto.',
  },
  'Take your medication or vitamins at the same time each day': {
    text: 'Toma tu medicación o tus vitaminas a la misma hora cada día',
    headline: 'Medicación puntual',
    description:
      'Vincular la medicación a una rutina que ya tienes, como lavarte los dientes, hace que sea difícil olvidarla.',
  },
  'Brush and floss your teeth before bed': {
    text: 'Cepíllate los dientes y usa hilo dental antes de acostarte',
    headline: 'Cepillo e hilo dental',
    description:
      'El hilo dental llega adonde no llega el cepillo y protege tus encías. Ten el hilo junto al cepillo de dientes.',
  },
  "Review tomorrow's calendar before you finish for the day": {
    text: 'Revisa la agenda de mañana antes de terminar la jornada',
    headline: 'Anticipa el día de mañana',
    description:
      'Saber lo que viene evita sorpresas por la mañana. Comprueba si hay reuniones a primera hora, plazos o algo que debas preparar.',
  },
  'Stand up and move for a minute every hour': {
    text: 'Levántate y muévete durante un minuto cada hora',
    headline: 'Movimiento cada hora',
    description:
      'Interrumpir los largos ratos sentado beneficia a tu espalda, tu circulación y tu concentración. Un temporizador o un aviso del reloj inteligente te ayudará.',
  },
  'Take 5 slow, deep breaths before you start work': {
    text: 'Haz 5 respiraciones lentas y profundas antes de empezar a trabajar',
    headline: 'Respira antes de trabajar',
    description:
      'Unas respiraciones lentas calman tu sistema nervioso y te ayudan a empezar con intención. Inspira contando hasta cuatro y espira contando hasta seis.',
  },
};
