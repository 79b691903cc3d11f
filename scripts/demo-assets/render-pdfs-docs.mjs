// The texts of the demo PDF downloads rendered by render-pdfs.mjs: catalogues, manuals, EU declarations
// of conformity, spare parts lists, a datasheet and the management-system certificates.
//
// A document is { file, lang, date, title, short, code, blocks, frame?, brand?, footer? } where blocks are
// { t: 'title' | 'subtitle' | 'h' | 'h3' | 'p' | 'note' | 'center', text } | { t: 'ul', items }
// | { t: 'table', widths, header?, rows, align?, size? } | { t: 'sign', place, name, role }
// | { t: 'space', h } | { t: 'rule' } | { t: 'pagebreak' }.

/** Joins the texts of the given languages, e.g. "Modello / Model". */
const say = (langs, phrase) => langs.map((l) => phrase[l]).join(' / ');

export const P = {
  contents: { it: 'Indice', en: 'Contents', es: 'Índice', fr: 'Sommaire', de: 'Inhalt' },
  page: { it: 'Pagina', en: 'Page', es: 'Página', fr: 'Page', de: 'Seite' },
  model: { it: 'Modello', en: 'Model', es: 'Modelo', fr: 'Modèle', de: 'Modell' },
  processes: { it: 'Processi', en: 'Processes', es: 'Procesos', fr: 'Procédés', de: 'Verfahren' },
  supplyShort: {
    it: 'Alimentazione',
    en: 'Supply',
    es: 'Alimentación',
    fr: 'Alimentation',
    de: 'Netzanschluss',
  },
  manual: {
    it: 'Saldatura manuale',
    en: 'Manual welding',
    es: 'Soldadura manual',
    fr: 'Soudage manuel',
    de: 'Manuelles Schweißen',
  },
  automation: {
    it: 'Automazione',
    en: 'Automation',
    es: 'Automatización',
    fr: 'Automatisation',
    de: 'Automatisierung',
  },
  plasma: {
    it: 'Taglio al plasma',
    en: 'Plasma cutting',
    es: 'Corte por plasma',
    fr: 'Découpe plasma',
    de: 'Plasmaschneiden',
  },
  service: {
    it: 'Assistenza e contatti',
    en: 'Service and contacts',
    es: 'Asistencia y contacto',
    fr: 'Service et contacts',
    de: 'Service und Kontakt',
  },
  safety: { it: 'Sicurezza', en: 'Safety', es: 'Seguridad', fr: 'Sécurité', de: 'Sicherheit' },
  technical: {
    it: 'Dati tecnici',
    en: 'Technical data',
    es: 'Datos técnicos',
    fr: 'Caractéristiques techniques',
    de: 'Technische Daten',
  },
  operatingManual: {
    it: 'Manuale d’uso e manutenzione',
    en: 'Operating and maintenance manual',
    es: 'Manual de uso y mantenimiento',
    fr: 'Manuel d’utilisation et d’entretien',
    de: 'Betriebs- und Wartungsanleitung',
  },
  languages: { it: 'Lingue', en: 'Languages', es: 'Idiomas', fr: 'Langues', de: 'Sprachen' },
  edition: { it: 'Edizione', en: 'Edition', es: 'Edición', fr: 'Édition', de: 'Ausgabe' },
  code: { it: 'Codice', en: 'Code', es: 'Código', fr: 'Code', de: 'Artikelnr.' },
  description: {
    it: 'Descrizione',
    en: 'Description',
    es: 'Descripción',
    fr: 'Désignation',
    de: 'Beschreibung',
  },
  qty: { it: 'Q.tà', en: 'Qty', es: 'Cant.', fr: 'Qté', de: 'Menge' },
  // technical data rows
  supply: {
    it: 'Tensione di alimentazione',
    en: 'Supply voltage',
    es: 'Tensión de alimentación',
    fr: 'Tension d’alimentation',
    de: 'Netzspannung',
  },
  fuse: {
    it: 'Fusibile ritardato',
    en: 'Slow-blow fuse',
    es: 'Fusible lento',
    fr: 'Fusible temporisé',
    de: 'Träge Absicherung',
  },
  maxInput: {
    it: 'Potenza assorbita max',
    en: 'Max. input power',
    es: 'Potencia absorbida máx.',
    fr: 'Puissance absorbée max.',
    de: 'Max. Anschlussleistung',
  },
  range: {
    it: 'Campo di regolazione',
    en: 'Setting range',
    es: 'Rango de regulación',
    fr: 'Plage de réglage',
    de: 'Einstellbereich',
  },
  rangeMma: {
    it: 'Campo di regolazione MMA',
    en: 'MMA setting range',
    es: 'Rango de regulación MMA',
    fr: 'Plage de réglage MMA',
    de: 'Einstellbereich E-Hand',
  },
  duty: {
    it: 'Ciclo di lavoro a 40 °C',
    en: 'Duty cycle at 40 °C',
    es: 'Ciclo de trabajo a 40 °C',
    fr: 'Facteur de marche à 40 °C',
    de: 'Einschaltdauer bei 40 °C',
  },
  ocv: {
    it: 'Tensione a vuoto',
    en: 'Open-circuit voltage',
    es: 'Tensión en vacío',
    fr: 'Tension à vide',
    de: 'Leerlaufspannung',
  },
  acFrequency: {
    it: 'Frequenza AC',
    en: 'AC frequency',
    es: 'Frecuencia AC',
    fr: 'Fréquence AC',
    de: 'AC-Frequenz',
  },
  wire: {
    it: 'Diametro filo',
    en: 'Wire diameter',
    es: 'Diámetro de hilo',
    fr: 'Diamètre de fil',
    de: 'Drahtdurchmesser',
  },
  efficiency: {
    it: 'Rendimento alla potenza max',
    en: 'Efficiency at max. output',
    es: 'Rendimiento a potencia máx.',
    fr: 'Rendement à puissance max.',
    de: 'Wirkungsgrad bei max. Leistung',
  },
  idle: {
    it: 'Consumo a vuoto',
    en: 'Idle-state power',
    es: 'Consumo en vacío',
    fr: 'Consommation à vide',
    de: 'Leerlaufleistung',
  },
  ip: {
    it: 'Grado di protezione',
    en: 'Protection class',
    es: 'Grado de protección',
    fr: 'Indice de protection',
    de: 'Schutzart',
  },
  dimensions: {
    it: 'Dimensioni (L × P × H)',
    en: 'Dimensions (L × W × H)',
    es: 'Dimensiones (L × An × Al)',
    fr: 'Dimensions (L × l × H)',
    de: 'Abmessungen (L × B × H)',
  },
  weight: { it: 'Peso', en: 'Weight', es: 'Peso', fr: 'Poids', de: 'Gewicht' },
  cutCurrent: {
    it: 'Corrente di taglio',
    en: 'Cutting current',
    es: 'Corriente de corte',
    fr: 'Courant de coupe',
    de: 'Schneidstrom',
  },
  cleanCut: {
    it: 'Taglio di qualità (acciaio)',
    en: 'Quality cut (steel)',
    es: 'Corte de calidad (acero)',
    fr: 'Coupe de qualité (acier)',
    de: 'Qualitätsschnitt (Stahl)',
  },
  severance: {
    it: 'Taglio di separazione',
    en: 'Severance cut',
    es: 'Corte de separación',
    fr: 'Coupe de séparation',
    de: 'Trennschnitt',
  },
  pierce: { it: 'Sfondamento', en: 'Piercing', es: 'Perforación', fr: 'Perçage', de: 'Einstechen' },
  air: {
    it: 'Aria: pressione · portata',
    en: 'Air: pressure · flow',
    es: 'Aire: presión · caudal',
    fr: 'Air : pression · débit',
    de: 'Luft: Druck · Menge',
  },
  fieldbus: {
    it: 'Bus di campo',
    en: 'Fieldbus',
    es: 'Bus de campo',
    fr: 'Bus de terrain',
    de: 'Feldbus',
  },
  jobs: {
    it: 'Memoria job',
    en: 'Job memory',
    es: 'Memoria de trabajos',
    fr: 'Mémoire de jobs',
    de: 'Jobspeicher',
  },
};

const ADDRESS = 'Fortarc S.p.A. · Via dell’Arco 12 · 25125 Brescia (BS) · Italia';
const CONTACT = 'Tel. +39 030 358 1240 · info@fortarc.example · www.fortarc.example';

/** A technical data table: one row per [phrase key, ...values], labels in the document's languages. */
function dataTable(langs, models, rows, widths) {
  return {
    t: 'table',
    widths: widths ?? [2.2, ...models.map(() => 1)],
    header: [say(langs, P.technical), ...models],
    rows: rows.map(([key, ...values]) => [say(langs, P[key]), ...values]),
    align: ['left', ...models.map(() => 'center')],
    size: langs.length > 3 ? 7.5 : 8.5,
  };
}

/** Cover of a multilingual document: title, subtitle, facts and a table of contents. */
function cover(langs, { title, subtitle, facts, contents }) {
  return [
    { t: 'title', text: title },
    { t: 'subtitle', text: subtitle },
    { t: 'table', widths: [1, 3], rows: facts, boldFirst: true, size: 9 },
    { t: 'h', text: say(langs, P.contents) },
    {
      t: 'table',
      widths: [0.4, 5, 0.8],
      header: ['', '', say(langs.slice(0, 2), P.page)],
      rows: contents,
      align: ['left', 'left', 'right'],
      size: 9,
    },
  ];
}

// ---------------------------------------------------------------- safety texts
const SAFETY_WELDING = {
  it: [
    'Leggere e comprendere questo manuale prima di installare, utilizzare o eseguire la manutenzione dell’apparecchio. Conservarlo vicino al posto di lavoro.',
    'Scossa elettrica: collegare il generatore solo a una presa con conduttore di protezione efficiente. Prima di aprire la carrozzeria scollegare la spina e attendere almeno 5 minuti per la scarica dei condensatori.',
    'Radiazioni, fumi e incendio: proteggere occhi e pelle con maschera e indumenti adatti, aspirare i fumi alla fonte e tenere lontani i materiali infiammabili dall’area di saldatura.',
    'Compatibilità elettromagnetica: apparecchio di classe A secondo EN IEC 60974-10, destinato agli ambienti industriali. I portatori di pacemaker devono consultare il medico prima di avvicinarsi all’arco.',
  ],
  en: [
    'Read and understand this manual before installing, operating or servicing the equipment. Keep it near the workplace.',
    'Electric shock: connect the power source only to a socket with an effective protective earth conductor. Before opening the casing, unplug the machine and wait at least 5 minutes for the capacitors to discharge.',
    'Radiation, fumes and fire: protect your eyes and skin with a welding helmet and suitable clothing, extract fumes at source and keep flammable materials away from the welding area.',
    'Electromagnetic compatibility: Class A equipment to EN IEC 60974-10, intended for industrial environments. People with pacemakers must consult their doctor before approaching the arc.',
  ],
  es: [
    'Lea y comprenda este manual antes de instalar, utilizar o realizar el mantenimiento del equipo. Guárdelo cerca del puesto de trabajo.',
    'Descarga eléctrica: conecte el generador únicamente a una toma con conductor de protección eficaz. Antes de abrir la carcasa, desenchufe el equipo y espere al menos 5 minutos a que se descarguen los condensadores.',
    'Radiación, humos e incendio: proteja ojos y piel con careta y ropa adecuada, aspire los humos en origen y mantenga los materiales inflamables alejados de la zona de soldadura.',
    'Compatibilidad electromagnética: equipo de clase A según EN IEC 60974-10, destinado a entornos industriales. Los portadores de marcapasos deben consultar a su médico antes de acercarse al arco.',
  ],
  fr: [
    'Lire et comprendre ce manuel avant d’installer, d’utiliser ou d’entretenir l’appareil. Le conserver à proximité du poste de travail.',
    'Choc électrique : raccorder le générateur uniquement à une prise équipée d’un conducteur de protection efficace. Avant d’ouvrir le carter, débrancher l’appareil et attendre au moins 5 minutes la décharge des condensateurs.',
    'Rayonnement, fumées et incendie : protéger les yeux et la peau avec un masque et des vêtements adaptés, aspirer les fumées à la source et éloigner les matériaux inflammables de la zone de soudage.',
    'Compatibilité électromagnétique : appareil de classe A selon EN IEC 60974-10, destiné aux environnements industriels. Les porteurs de stimulateur cardiaque doivent consulter leur médecin avant de s’approcher de l’arc.',
  ],
  de: [
    'Lesen Sie diese Anleitung vor Installation, Betrieb oder Wartung des Geräts vollständig durch und bewahren Sie sie in der Nähe des Arbeitsplatzes auf.',
    'Elektrischer Schlag: Schließen Sie die Stromquelle nur an eine Steckdose mit funktionsfähigem Schutzleiter an. Ziehen Sie vor dem Öffnen des Gehäuses den Netzstecker und warten Sie mindestens 5 Minuten, bis die Kondensatoren entladen sind.',
    'Strahlung, Rauch und Brand: Schützen Sie Augen und Haut mit Schweißhelm und geeigneter Kleidung, saugen Sie Schweißrauch an der Entstehungsstelle ab und halten Sie brennbare Stoffe vom Arbeitsbereich fern.',
    'Elektromagnetische Verträglichkeit: Gerät der Klasse A nach EN IEC 60974-10, bestimmt für Industrieumgebungen. Träger von Herzschrittmachern müssen vor der Annäherung an den Lichtbogen ihren Arzt befragen.',
  ],
};

const SAFETY_PLASMA = {
  it: [
    'Leggere e comprendere questo manuale prima di installare, utilizzare o eseguire la manutenzione dell’impianto.',
    'Tensione pericolosa: la torcia è sotto tensione durante il taglio. Spegnere il generatore prima di sostituire ugello, elettrodo o diffusore.',
    'Aria compressa: utilizzare aria pulita, secca e priva d’olio alla pressione indicata nei dati tecnici; non dirigere mai il getto verso le persone.',
    'Scintille, fumi e rumore: indossare occhiali o maschera con filtro adeguato, protezioni per l’udito e indumenti ignifughi; aspirare i fumi e allontanare i materiali infiammabili.',
  ],
  en: [
    'Read and understand this manual before installing, operating or servicing the system.',
    'Hazardous voltage: the torch is live during cutting. Switch off the power source before replacing the nozzle, electrode or swirl ring.',
    'Compressed air: use clean, dry, oil-free air at the pressure given in the technical data; never direct the air jet at people.',
    'Sparks, fumes and noise: wear goggles or a helmet with a suitable filter, hearing protection and flame-retardant clothing; extract fumes and remove flammable materials.',
  ],
  fr: [
    'Lire et comprendre ce manuel avant d’installer, d’utiliser ou d’entretenir l’installation.',
    'Tension dangereuse : la torche est sous tension pendant la découpe. Éteindre le générateur avant de remplacer la buse, l’électrode ou la bague de diffusion.',
    'Air comprimé : utiliser un air propre, sec et déshuilé à la pression indiquée dans les caractéristiques techniques ; ne jamais diriger le jet d’air vers une personne.',
    'Étincelles, fumées et bruit : porter des lunettes ou un masque munis d’un filtre adapté, des protections auditives et des vêtements ignifugés ; aspirer les fumées et éloigner les matériaux inflammables.',
  ],
};

const LANGUAGE_NAMES = {
  it: 'Italiano',
  en: 'English',
  es: 'Español',
  fr: 'Français',
  de: 'Deutsch',
};

/** A three-page operating manual excerpt: cover with contents, safety in every language, technical data. */
function manual({ file, langs, date, code, family, models, safety, rows, notes }) {
  const title = `${family} – ${say(langs.slice(0, 2), P.operatingManual)}`;
  return {
    file,
    lang: langs[0],
    date,
    code,
    title,
    short: `${family} · ${P.operatingManual[langs[0]]}`,
    blocks: [
      ...cover(langs, {
        title: family,
        subtitle: langs.map((l) => P.operatingManual[l]).join(' · '),
        facts: [
          [say(langs.slice(0, 2), P.model), models.join(' · ')],
          [say(langs.slice(0, 2), P.languages), langs.map((l) => LANGUAGE_NAMES[l]).join(', ')],
          [say(langs.slice(0, 2), P.edition), `${code} · ${date}`],
          ['Fortarc S.p.A.', `Via dell’Arco 12, 25125 Brescia (BS), Italia · ${CONTACT}`],
        ],
        contents: [
          ['1', say(langs, P.safety), '2'],
          ['2', say(langs, P.technical), '3'],
        ],
      }),
      { t: 'pagebreak' },
      { t: 'h', text: `1  ${say(langs, P.safety)}` },
      ...langs.flatMap((l) => [
        { t: 'h3', text: `${LANGUAGE_NAMES[l]} – ${P.safety[l]}` },
        { t: 'ul', items: safety[l], size: langs.length > 3 ? 8.5 : 9.5 },
      ]),
      { t: 'pagebreak' },
      { t: 'h', text: `2  ${say(langs, P.technical)}` },
      dataTable(langs, models, rows),
      ...notes.map((text) => ({ t: 'note', text })),
    ],
  };
}

// ---------------------------------------------------------------- catalogue texts
// The general catalogues' words, read by scripts/render-catalogues.mts.
export const CATALOGUE_INTRO = {
  it: 'Dal 1978 Fortarc progetta e costruisce a Brescia generatori per saldatura MIG/MAG, TIG e MMA e impianti di taglio al plasma. Ogni macchina nasce nel nostro laboratorio di elettronica di potenza, viene montata e collaudata nello stabilimento di Brescia e supera i requisiti di efficienza del Regolamento (UE) 2019/1784. Questo catalogo presenta la gamma 2026: dalla saldatura manuale in officina e in cantiere alle celle robotizzate, fino al taglio al plasma manuale e su tavolo CNC.',
  en: 'Since 1978, Fortarc has designed and built MIG/MAG, TIG and MMA welding power sources and plasma cutting systems in Brescia, Italy. Every machine starts life in our power electronics laboratory, is assembled and tested at our Brescia plant and exceeds the efficiency requirements of Regulation (EU) 2019/1784. This catalogue presents the 2026 range: from manual welding in the workshop and on site to robotic cells, and from hand-held plasma cutting to CNC tables.',
  es: 'Desde 1978, Fortarc diseña y fabrica en Brescia generadores de soldadura MIG/MAG, TIG y MMA y equipos de corte por plasma. Cada máquina nace en nuestro laboratorio de electrónica de potencia, se monta y se prueba en la planta de Brescia y supera los requisitos de eficiencia del Reglamento (UE) 2019/1784. Este catálogo presenta la gama 2026: de la soldadura manual en taller y en obra a las células robotizadas, y del corte por plasma manual a las mesas CNC.',
  fr: 'Depuis 1978, Fortarc conçoit et fabrique à Brescia des générateurs de soudage MIG/MAG, TIG et MMA ainsi que des systèmes de découpe plasma. Chaque machine naît dans notre laboratoire d’électronique de puissance, est assemblée et testée dans notre usine de Brescia et dépasse les exigences de rendement du règlement (UE) 2019/1784. Ce catalogue présente la gamme 2026 : du soudage manuel en atelier et sur chantier aux cellules robotisées, de la découpe plasma manuelle aux tables CNC.',
  de: 'Seit 1978 entwickelt und baut Fortarc in Brescia Schweißstromquellen für MIG/MAG, WIG und E-Hand sowie Plasmaschneidanlagen. Jedes Gerät entsteht in unserem Labor für Leistungselektronik, wird im Werk Brescia montiert und geprüft und übertrifft die Effizienzanforderungen der Verordnung (EU) 2019/1784. Dieser Katalog stellt das Programm 2026 vor: vom manuellen Schweißen in Werkstatt und Montage über Roboterzellen bis zum Plasmaschneiden von Hand und auf dem CNC-Tisch.',
};

export const CATALOGUE_SERVICE = {
  it: 'Assistenza in oltre 40 paesi: ricambi originali disponibili per almeno dieci anni, centri assistenza autorizzati e il centro diretto di Esslingen am Neckar per Germania, Austria e Svizzera. Manuali, dichiarazioni di conformità e liste ricambi si scaricano dall’area download del sito.',
  en: 'Service in more than 40 countries: genuine spare parts available for at least ten years, authorised service centres and our own centre in Esslingen am Neckar for Germany, Austria and Switzerland. Manuals, declarations of conformity and spare parts lists can be downloaded from the download area of our website.',
  es: 'Asistencia en más de 40 países: recambios originales disponibles durante al menos diez años, centros de asistencia autorizados y nuestro propio centro de Esslingen am Neckar para Alemania, Austria y Suiza. Los manuales, las declaraciones de conformidad y las listas de recambios se descargan en el área de descargas de nuestra web.',
  fr: 'Un service dans plus de 40 pays : pièces détachées d’origine disponibles pendant au moins dix ans, centres de service agréés et notre propre centre d’Esslingen am Neckar pour l’Allemagne, l’Autriche et la Suisse. Manuels, déclarations de conformité et listes de pièces détachées se téléchargent dans l’espace téléchargement de notre site.',
  de: 'Service in über 40 Ländern: Original-Ersatzteile für mindestens zehn Jahre, autorisierte Servicestellen und unser eigenes Servicezentrum in Esslingen am Neckar für Deutschland, Österreich und die Schweiz. Betriebsanleitungen, Konformitätserklärungen und Ersatzteillisten stehen im Downloadbereich unserer Website.',
};

export const CATALOGUE_TITLE = {
  it: 'Catalogo generale 2026',
  en: 'General catalogue 2026',
  es: 'Catálogo general 2026',
  fr: 'Catalogue général 2026',
  de: 'Gesamtkatalog 2026',
};
export const CATALOGUE_SUBTITLE = {
  it: 'Generatori per saldatura e impianti di taglio al plasma',
  en: 'Welding power sources and plasma cutting systems',
  es: 'Generadores de soldadura y equipos de corte por plasma',
  fr: 'Générateurs de soudage et systèmes de découpe plasma',
  de: 'Schweißstromquellen und Plasmaschneidanlagen',
};

// ---------------------------------------------------------------- plasma catalogue
const PLASMA_TITLE = {
  it: 'Catalogo taglio plasma 2026',
  en: 'Plasma cutting catalogue 2026',
  de: 'Katalog Plasmaschneiden 2026',
};
const PLASMA_INTRO = {
  it: 'La gamma Voyager Plasma copre il taglio al plasma ad aria da 45 a 125 A: dal generatore monofase da portare in cantiere all’impianto per tavoli CNC. Tutti i modelli usano aria compressa come gas di taglio e di plasma, hanno innesco senza alta frequenza e condividono la stessa famiglia di consumabili.',
  en: 'The Voyager Plasma range covers air plasma cutting from 45 to 125 A: from a single-phase unit you can carry on site to a system for CNC tables. All models use compressed air as the cutting and plasma gas, start without high frequency and share the same family of consumables.',
  de: 'Die Voyager-Plasma-Reihe deckt das Druckluft-Plasmaschneiden von 45 bis 125 A ab: vom einphasigen Gerät für die Baustelle bis zur Anlage für CNC-Schneidtische. Alle Modelle verwenden Druckluft als Schneid- und Plasmagas, zünden ohne Hochfrequenz und nutzen dieselbe Verschleißteilfamilie.',
};
const CUT_FLOW = {
  it: 'Cut Flow regola la portata d’aria in ogni fase del taglio: una portata ridotta all’innesco protegge l’elettrodo, il flusso pieno durante il taglio mantiene l’arco stretto e il post-flusso raffredda la torcia dopo lo spegnimento. Il risultato è una durata dei consumabili fino al 40% superiore rispetto a un controllo a pressione fissa.',
  en: 'Cut Flow controls the air flow in every phase of the cut: reduced flow at ignition protects the electrode, full flow during cutting keeps the arc tightly constricted, and post-flow cools the torch after the arc goes out. The result is up to 40% longer consumable life than with fixed-pressure control.',
  de: 'Cut Flow regelt die Luftmenge in jeder Phase des Schnitts: Reduzierter Durchfluss beim Zünden schont die Elektrode, voller Durchfluss beim Schneiden hält den Lichtbogen eng eingeschnürt, und die Nachströmung kühlt den Brenner nach dem Abschalten. Das Ergebnis ist eine bis zu 40 % längere Standzeit der Verschleißteile als bei einer Regelung mit festem Druck.',
};
const CNC_TEXT = {
  it: 'Il Voyager Plasma 125 CNC aggiunge un partitore di tensione d’arco isolato con rapporto selezionabile, i segnali di arco trasferito e di avvio taglio, il sensore ohmico per la ricerca della lamiera e una porta seriale per impostare corrente e pressione dal controllo numerico.',
  en: 'The Voyager Plasma 125 CNC adds an isolated arc voltage divider with a selectable ratio, arc-transfer and cut-start signals, ohmic plate sensing and a serial port for setting current and pressure from the CNC.',
  de: 'Der Voyager Plasma 125 CNC bietet zusätzlich einen galvanisch getrennten Lichtbogenspannungsteiler mit wählbarem Verhältnis, die Signale für übertragenen Lichtbogen und Schneidstart, ohmsche Blecherkennung und eine serielle Schnittstelle, über die Strom und Druck von der CNC eingestellt werden.',
};
const CONSUMABLES = { it: 'Consumabili', en: 'Consumables', de: 'Verschleißteile' };
const FOR_MODELS = { it: 'Per modelli', en: 'For models', de: 'Für Modelle' };

function plasmaCatalogue() {
  const langs = ['it', 'en', 'de'];
  const part = (code, it, en, de, models) => [code, say(langs, { it, en, de }), models];
  return {
    file: 'fortarc-plasma-cutting-catalogue-2026.pdf',
    lang: 'it',
    date: '2026-03-02',
    code: 'CAT-PL-2026 rev. 1',
    title: langs.map((l) => PLASMA_TITLE[l]).join(' / '),
    short: PLASMA_TITLE.it,
    blocks: [
      { t: 'title', text: 'Voyager Plasma' },
      { t: 'subtitle', text: langs.map((l) => PLASMA_TITLE[l]).join(' · ') },
      ...langs.map((l) => ({ t: 'p', text: PLASMA_INTRO[l], after: 8 })),
      { t: 'h', text: 'Cut Flow' },
      ...langs.map((l) => ({ t: 'p', text: CUT_FLOW[l], after: 8 })),
      { t: 'h', text: 'Voyager Plasma 125 CNC' },
      ...langs.map((l) => ({ t: 'p', text: CNC_TEXT[l], after: 8 })),
      { t: 'pagebreak' },
      { t: 'h', text: say(langs, P.technical) },
      dataTable(
        langs,
        ['45', '65', '105', '125 CNC'],
        [
          ['supply', '1~ 230 V', '3~ 400 V', '3~ 400 V', '3~ 400 V'],
          ['maxInput', '6,2 kVA', '10,5 kVA', '18,5 kVA', '22,5 kVA'],
          ['cutCurrent', '20–45 A', '20–65 A', '20–105 A', '20–125 A'],
          ['duty', '40% 45 A', '50% 65 A', '60% 105 A', '100% 125 A'],
          ['cleanCut', '12 mm', '20 mm', '32 mm', '38 mm'],
          ['severance', '20 mm', '32 mm', '45 mm', '50 mm'],
          ['pierce', '6 mm', '12 mm', '20 mm', '25 mm'],
          [
            'air',
            '5–6 bar · 140 l/min',
            '5–6 bar · 170 l/min',
            '5–6 bar · 220 l/min',
            '6–7 bar · 260 l/min',
          ],
          ['efficiency', '84%', '87%', '88%', '89%'],
          ['idle', '15 W', '20 W', '24 W', '26 W'],
          ['weight', '11 kg', '24 kg', '38 kg', '46 kg'],
        ],
        [2.4, 1, 1, 1, 1],
      ),
      { t: 'h', text: say(langs, CONSUMABLES) },
      {
        t: 'table',
        widths: [1.2, 4, 1.4],
        header: [say(langs, P.code), say(langs, P.description), say(langs, FOR_MODELS)],
        rows: [
          part('P65-E01', 'Elettrodo', 'Electrode', 'Elektrode', '45 · 65 · 105'),
          part('P65-N40', 'Ugello 40 A', 'Nozzle 40 A', 'Düse 40 A', '45 · 65'),
          part('P65-N65', 'Ugello 65 A', 'Nozzle 65 A', 'Düse 65 A', '65'),
          part('P105-N105', 'Ugello 105 A', 'Nozzle 105 A', 'Düse 105 A', '105'),
          part(
            'P125-N125M',
            'Ugello macchina 125 A',
            'Machine nozzle 125 A',
            'Maschinendüse 125 A',
            '125 CNC',
          ),
          part('P65-S01', 'Diffusore', 'Swirl ring', 'Wirbelring', '45 · 65 · 105'),
          part(
            'P125-S01',
            'Diffusore macchina',
            'Machine swirl ring',
            'Maschinen-Wirbelring',
            '125 CNC',
          ),
          part('P65-C01', 'Cappuccio di protezione', 'Shield cap', 'Schutzkappe', '45 · 65 · 105'),
          part(
            'KCP-65',
            'Kit consumabili plasma',
            'Plasma consumables kit',
            'Verschleißteilset Plasma',
            '45 · 65',
          ),
        ],
        size: 8.5,
      },
      { t: 'rule' },
      { t: 'p', text: ADDRESS, bold: true, after: 1 },
      { t: 'p', text: CONTACT },
    ],
  };
}

// ---------------------------------------------------------------- EU declarations of conformity
const DOC = {
  title: {
    it: 'Dichiarazione UE di conformità',
    en: 'EU declaration of conformity',
    es: 'Declaración UE de conformidad',
    fr: 'Déclaration UE de conformité',
    de: 'EU-Konformitätserklärung',
  },
  number: { it: 'N.', en: 'No.', es: 'N.º', fr: 'N°', de: 'Nr.' },
  manufacturer: {
    it: 'Fabbricante',
    en: 'Manufacturer',
    es: 'Fabricante',
    fr: 'Fabricant',
    de: 'Hersteller',
  },
  responsibility: {
    it: 'La presente dichiarazione di conformità è rilasciata sotto la responsabilità esclusiva del fabbricante.',
    en: 'This declaration of conformity is issued under the sole responsibility of the manufacturer.',
    es: 'La presente declaración de conformidad se expide bajo la exclusiva responsabilidad del fabricante.',
    fr: 'La présente déclaration de conformité est établie sous la seule responsabilité du fabricant.',
    de: 'Die alleinige Verantwortung für die Ausstellung dieser Konformitätserklärung trägt der Hersteller.',
  },
  object: {
    it: 'Oggetto della dichiarazione',
    en: 'Object of the declaration',
    es: 'Objeto de la declaración',
    fr: 'Objet de la déclaration',
    de: 'Gegenstand der Erklärung',
  },
  product: { it: 'Prodotto', en: 'Product', es: 'Producto', fr: 'Produit', de: 'Produkt' },
  model: P.model,
  orderCode: { it: 'Codice', en: 'Order code', es: 'Código', fr: 'Référence', de: 'Bestellnummer' },
  serial: {
    it: 'Numeri di serie',
    en: 'Serial numbers',
    es: 'Números de serie',
    fr: 'Numéros de série',
    de: 'Seriennummern',
  },
  from: { it: 'a partire da', en: 'from', es: 'a partir de', fr: 'à partir de', de: 'ab' },
  conformity: {
    it: 'L’oggetto della dichiarazione di cui sopra è conforme alla pertinente normativa di armonizzazione dell’Unione:',
    en: 'The object of the declaration described above is in conformity with the relevant Union harmonisation legislation:',
    es: 'El objeto de la declaración descrito anteriormente es conforme con la legislación de armonización pertinente de la Unión:',
    fr: 'L’objet de la déclaration décrit ci-dessus est conforme à la législation d’harmonisation de l’Union applicable :',
    de: 'Der oben beschriebene Gegenstand der Erklärung erfüllt die einschlägigen Harmonisierungsrechtsvorschriften der Union:',
  },
  legislation: {
    it: [
      'Direttiva 2014/35/UE – Bassa tensione',
      'Direttiva 2014/30/UE – Compatibilità elettromagnetica',
      'Direttiva 2011/65/UE – Restrizione dell’uso di determinate sostanze pericolose (RoHS)',
      'Direttiva 2009/125/CE – Progettazione ecocompatibile, attuata dal Regolamento (UE) 2019/1784 della Commissione sulle apparecchiature per saldatura',
    ],
    en: [
      'Directive 2014/35/EU – Low Voltage',
      'Directive 2014/30/EU – Electromagnetic Compatibility',
      'Directive 2011/65/EU – Restriction of the use of certain hazardous substances (RoHS)',
      'Directive 2009/125/EC – Ecodesign, implemented by Commission Regulation (EU) 2019/1784 on welding equipment',
    ],
    es: [
      'Directiva 2014/35/UE – Baja tensión',
      'Directiva 2014/30/UE – Compatibilidad electromagnética',
      'Directiva 2011/65/UE – Restricción de determinadas sustancias peligrosas (RoHS)',
      'Directiva 2009/125/CE – Diseño ecológico, aplicada mediante el Reglamento (UE) 2019/1784 de la Comisión relativo a los equipos de soldadura',
    ],
    fr: [
      'Directive 2014/35/UE – Basse tension',
      'Directive 2014/30/UE – Compatibilité électromagnétique',
      'Directive 2011/65/UE – Limitation de l’utilisation de certaines substances dangereuses (RoHS)',
      'Directive 2009/125/CE – Écoconception, mise en œuvre par le règlement (UE) 2019/1784 de la Commission relatif aux équipements de soudage',
    ],
    de: [
      'Richtlinie 2014/35/EU – Niederspannung',
      'Richtlinie 2014/30/EU – Elektromagnetische Verträglichkeit',
      'Richtlinie 2011/65/EU – Beschränkung der Verwendung bestimmter gefährlicher Stoffe (RoHS)',
      'Richtlinie 2009/125/EG – Ökodesign, umgesetzt durch die Verordnung (EU) 2019/1784 der Kommission über Schweißgeräte',
    ],
  },
  standards: {
    it: 'Riferimenti alle norme armonizzate applicate:',
    en: 'References to the relevant harmonised standards used:',
    es: 'Referencias a las normas armonizadas aplicadas:',
    fr: 'Références des normes harmonisées appliquées :',
    de: 'Angewandte harmonisierte Normen:',
  },
  en60974_1: {
    it: 'Apparecchiature per saldatura ad arco – Parte 1: Sorgenti di corrente per saldatura',
    en: 'Arc welding equipment – Part 1: Welding power sources',
    es: 'Equipos de soldadura por arco – Parte 1: Fuentes de corriente de soldadura',
    fr: 'Matériel de soudage à l’arc – Partie 1 : Sources de courant de soudage',
    de: 'Lichtbogenschweißeinrichtungen – Teil 1: Schweißstromquellen',
  },
  en60974_5: {
    it: 'Apparecchiature per saldatura ad arco – Parte 5: Trainafilo',
    en: 'Arc welding equipment – Part 5: Wire feeders',
    es: 'Equipos de soldadura por arco – Parte 5: Alimentadores de hilo',
    fr: 'Matériel de soudage à l’arc – Partie 5 : Dévidoirs',
    de: 'Lichtbogenschweißeinrichtungen – Teil 5: Drahtvorschubgeräte',
  },
  en60974_10: {
    it: 'Apparecchiature per saldatura ad arco – Parte 10: Requisiti di compatibilità elettromagnetica (EMC), classe A',
    en: 'Arc welding equipment – Part 10: Electromagnetic compatibility (EMC) requirements, Class A',
    es: 'Equipos de soldadura por arco – Parte 10: Requisitos de compatibilidad electromagnética (CEM), clase A',
    fr: 'Matériel de soudage à l’arc – Partie 10 : Exigences de compatibilité électromagnétique (CEM), classe A',
    de: 'Lichtbogenschweißeinrichtungen – Teil 10: Anforderungen an die elektromagnetische Verträglichkeit (EMV), Klasse A',
  },
  en63000: {
    it: 'Documentazione tecnica per la valutazione dei prodotti elettrici ed elettronici rispetto alla restrizione delle sostanze pericolose',
    en: 'Technical documentation for the assessment of electrical and electronic products with respect to the restriction of hazardous substances',
    es: 'Documentación técnica para la evaluación de productos eléctricos y electrónicos con respecto a la restricción de sustancias peligrosas',
    fr: 'Documentation technique pour l’évaluation des produits électriques et électroniques par rapport à la restriction des substances dangereuses',
    de: 'Technische Dokumentation zur Beurteilung von Elektro- und Elektronikgeräten hinsichtlich der Beschränkung gefährlicher Stoffe',
  },
  ecodesign: {
    it: 'Informazioni sulla progettazione ecocompatibile (Regolamento (UE) 2019/1784, allegato II)',
    en: 'Ecodesign information (Regulation (EU) 2019/1784, Annex II)',
    es: 'Información sobre diseño ecológico (Reglamento (UE) 2019/1784, anexo II)',
    fr: 'Informations relatives à l’écoconception (règlement (UE) 2019/1784, annexe II)',
    de: 'Ökodesign-Informationen (Verordnung (EU) 2019/1784, Anhang II)',
  },
  ceYear: {
    it: 'Anno di apposizione della marcatura CE',
    en: 'Year in which the CE marking was affixed',
    es: 'Año de colocación del marcado CE',
    fr: 'Année d’apposition du marquage CE',
    de: 'Jahr der Anbringung der CE-Kennzeichnung',
  },
  signed: {
    it: 'Firmato a nome e per conto di Fortarc S.p.A.',
    en: 'Signed for and on behalf of Fortarc S.p.A.',
    es: 'Firmado en nombre y por cuenta de Fortarc S.p.A.',
    fr: 'Signé par et au nom de Fortarc S.p.A.',
    de: 'Unterzeichnet für und im Namen von Fortarc S.p.A.',
  },
  role: {
    it: 'Direttore tecnico',
    en: 'Technical Director',
    es: 'Director técnico',
    fr: 'Directeur technique',
    de: 'Technischer Leiter',
  },
  country: { it: 'Italia', en: 'Italy', es: 'Italia', fr: 'Italie', de: 'Italien' },
};

function declaration({
  file,
  langs,
  model,
  orderCode,
  number,
  serial,
  date,
  year,
  product,
  wireFeeder,
  efficiency,
  idle,
}) {
  const [y, m, d] = date.split('-');
  const dated = {
    it: `${d}/${m}/${y}`,
    en: `${d}/${m}/${y}`,
    es: `${d}/${m}/${y}`,
    fr: `${d}/${m}/${y}`,
    de: `${d}.${m}.${y}`,
  };
  const decimal = (value, l) => (l === 'en' ? value : value.replace('.', ','));
  const colon = (l) => (l === 'fr' ? ' : ' : ': ');
  const blocks = langs.flatMap((l, i) => [
    ...(i > 0 ? [{ t: 'pagebreak' }] : []),
    { t: 'title', text: DOC.title[l], size: 20 },
    { t: 'subtitle', text: `${model} · ${DOC.number[l]} ${number}` },
    {
      t: 'p',
      text: `${DOC.manufacturer[l]}${colon(l)}Fortarc S.p.A., Via dell’Arco 12, 25125 Brescia (BS), ${DOC.country[l]}`,
    },
    { t: 'p', text: DOC.responsibility[l] },
    { t: 'h3', text: DOC.object[l] },
    {
      t: 'table',
      widths: [1.3, 4],
      rows: [
        [DOC.product[l], product[l]],
        [DOC.model[l], model],
        [DOC.orderCode[l], orderCode],
        [DOC.serial[l], `${DOC.from[l]} ${serial}`],
      ],
      boldFirst: true,
      size: 9,
    },
    { t: 'p', text: DOC.conformity[l] },
    { t: 'ul', items: DOC.legislation[l], size: 9 },
    { t: 'p', text: DOC.standards[l] },
    {
      t: 'ul',
      size: 9,
      items: [
        `EN IEC 60974-1:2022 – ${DOC.en60974_1[l]}`,
        ...(wireFeeder ? [`EN IEC 60974-5:2019 – ${DOC.en60974_5[l]}`] : []),
        `EN IEC 60974-10:2021 – ${DOC.en60974_10[l]}`,
        `EN IEC 63000:2018 – ${DOC.en63000[l]}`,
      ],
    },
    {
      t: 'p',
      text: `${DOC.ecodesign[l]}${colon(l)}${P.efficiency[l]} ${decimal(efficiency, l)}% · ${P.idle[l]} ${decimal(idle, l)} W.`,
    },
    { t: 'p', text: `${DOC.ceYear[l]}${colon(l)}${year}` },
    { t: 'p', text: DOC.signed[l], bold: true },
    { t: 'sign', place: `Brescia, ${dated[l]}`, name: 'Ing. Paolo Ferrandi', role: DOC.role[l] },
  ]);
  return {
    file,
    lang: langs[0],
    date,
    code: `${number}`,
    title: `${DOC.title[langs[0]]} – ${model}`,
    short: `${DOC.title[langs[0]]} · ${model}`,
    blocks,
  };
}

// ---------------------------------------------------------------- spare parts lists
const SPARE = {
  title: { it: 'Lista ricambi', en: 'Spare parts list', de: 'Ersatzteilliste' },
  howTo: {
    it: 'Per ordinare indicare modello, numero di serie della macchina (targhetta sul pannello posteriore), codice e quantità. I ricambi originali Fortarc sono disponibili presso i centri assistenza autorizzati e su ricambi@fortarc.example.',
    en: 'When ordering, please state the model, the machine’s serial number (rating plate on the rear panel), the part number and the quantity. Genuine Fortarc spare parts are available from authorised service centres and at spareparts@fortarc.example.',
    de: 'Bitte geben Sie bei der Bestellung Modell, Seriennummer des Geräts (Typenschild an der Rückwand), Artikelnummer und Menge an. Original-Ersatzteile von Fortarc erhalten Sie bei autorisierten Servicestellen und unter ersatzteile@fortarc.example.',
  },
  pos: { it: 'Pos.', en: 'Item', de: 'Pos.' },
  valid: { it: 'Valida per', en: 'Valid for', de: 'Gültig für' },
  serials: { it: 'dal numero di serie', en: 'from serial number', de: 'ab Seriennummer' },
};

function spareParts({ file, langs, model, models, code, date, serials, rows, withModelColumn }) {
  const headers = [say(langs, SPARE.pos), say(langs, P.code), say(langs, P.description)];
  return {
    file,
    lang: langs[0],
    date,
    code,
    title: `${say(langs, SPARE.title)} – ${model}`,
    short: `${SPARE.title[langs[0]]} · ${model}`,
    blocks: [
      { t: 'title', text: model },
      { t: 'subtitle', text: `${langs.map((l) => SPARE.title[l]).join(' · ')} · ${code}` },
      {
        t: 'table',
        widths: [1, 3],
        rows: [
          [
            say(langs, SPARE.valid),
            `${models} · ${langs.map((l) => SPARE.serials[l]).join(' / ')} ${serials}`,
          ],
          [say(langs, P.edition), date],
        ],
        boldFirst: true,
        size: 9,
      },
      ...langs.map((l) => ({ t: 'p', text: SPARE.howTo[l] })),
      { t: 'space', h: 4 },
      {
        t: 'table',
        widths: withModelColumn ? [0.5, 1.3, 4.2, 0.9] : [0.5, 1.3, 4.6, 0.5],
        header: [...headers, say(langs, withModelColumn ? P.model : P.qty)],
        rows: rows.map(([codeValue, texts, last], i) => [
          String(i + 1),
          codeValue,
          langs.map((l) => texts[l]).join(' / '),
          last,
        ]),
        align: ['right', 'left', 'left', 'center'],
        size: 8.5,
      },
    ],
  };
}

const part = (code, it, en, de, last = '1') => [code, { it, en, de }, last];

// ---------------------------------------------------------------- datasheet
const ROBOT = {
  title: {
    en: 'Power Pulse Robot datasheet',
    de: 'Datenblatt Power Pulse Robot',
    it: 'Scheda tecnica Power Pulse Robot',
  },
  intro: {
    en: 'Power Pulse 405 Robot and 505 Robot are pulsed MIG/MAG power sources for robotic welding cells. The built-in digital interface connects them to the robot controller through a fieldbus, stores up to 1,000 jobs and records the welding data of every bead through Fortarc Link.',
    de: 'Power Pulse 405 Robot und 505 Robot sind Impuls-MIG/MAG-Stromquellen für Roboterschweißzellen. Die integrierte digitale Schnittstelle verbindet sie über Feldbus mit der Robotersteuerung, speichert bis zu 1.000 Jobs und zeichnet über Fortarc Link die Schweißdaten jeder Naht auf.',
    it: 'Power Pulse 405 Robot e 505 Robot sono generatori MIG/MAG pulsati per celle di saldatura robotizzate. L’interfaccia digitale integrata li collega al controllo del robot tramite bus di campo, memorizza fino a 1.000 job e registra i dati di saldatura di ogni cordone tramite Fortarc Link.',
  },
  features: {
    en: [
      'Communication module for PROFINET, EtherNet/IP or EtherCAT, chosen when ordering.',
      'Device description files and function blocks for the most common robot controllers.',
      'Tactile joint searching and through-the-arc seam tracking signals.',
      'Retrofit kit for Power Pulse Robot units delivered since 2024.',
    ],
    de: [
      'Kommunikationsmodul für PROFINET, EtherNet/IP oder EtherCAT, wählbar bei der Bestellung.',
      'Gerätebeschreibungsdateien und Funktionsbausteine für die gängigsten Robotersteuerungen.',
      'Signale für taktile Nahtsuche und Nahtverfolgung über den Lichtbogen.',
      'Nachrüstsatz für seit 2024 ausgelieferte Power-Pulse-Robot-Geräte.',
    ],
    it: [
      'Modulo di comunicazione PROFINET, EtherNet/IP o EtherCAT, selezionabile in fase d’ordine.',
      'File di descrizione del dispositivo e blocchi funzione per i controlli robot più diffusi.',
      'Segnali per la ricerca del giunto a contatto e l’inseguimento del giunto attraverso l’arco.',
      'Kit di aggiornamento per i Power Pulse Robot consegnati dal 2024.',
    ],
  },
  features_h: { en: 'Key features', de: 'Merkmale', it: 'Caratteristiche principali' },
  signals_h: {
    en: 'Interface signals',
    de: 'Schnittstellensignale',
    it: 'Segnali dell’interfaccia',
  },
  signal: { en: 'Signal', de: 'Signal', it: 'Segnale' },
  direction: { en: 'Direction', de: 'Richtung', it: 'Direzione' },
};

function robotDatasheet() {
  const langs = ['en', 'de', 'it'];
  const signal = (name, dir, en, de, it) => [name, dir, say(langs, { en, de, it })];
  return {
    file: 'datasheet-power-pulse-robot.pdf',
    lang: 'en',
    date: '2026-09-15',
    code: 'DS-PPR-2026-09',
    title: say(langs, ROBOT.title),
    short: ROBOT.title.en,
    blocks: [
      { t: 'title', text: 'Power Pulse 405 Robot · 505 Robot' },
      { t: 'subtitle', text: langs.map((l) => ROBOT.title[l]).join(' · ') },
      ...langs.map((l) => ({ t: 'p', text: ROBOT.intro[l], after: 8 })),
      { t: 'h', text: say(langs, ROBOT.features_h) },
      ...langs.flatMap((l) => [{ t: 'ul', items: ROBOT.features[l], size: 9 }]),
      { t: 'pagebreak' },
      { t: 'h', text: say(langs, P.technical) },
      dataTable(
        langs,
        ['405 Robot', '505 Robot'],
        [
          ['supply', '3~ 400 V ±15%, 50/60 Hz', '3~ 400 V ±15%, 50/60 Hz'],
          ['fuse', '25 A', '32 A'],
          ['maxInput', '18.5 kVA', '25.5 kVA'],
          ['range', '5–400 A', '5–500 A'],
          ['duty', '100% 400 A', '100% 500 A'],
          ['ocv', '78 V', '78 V'],
          ['wire', '0.8–1.6 mm', '0.8–1.6 mm'],
          [
            'fieldbus',
            'PROFINET · EtherNet/IP · EtherCAT · 0–10 V',
            'PROFINET · EtherNet/IP · EtherCAT · 0–10 V',
          ],
          ['jobs', '1000', '1000'],
          ['efficiency', '90%', '90.5%'],
          ['idle', '26 W', '30 W'],
          ['ip', 'IP23S', 'IP23S'],
          ['dimensions', '680 × 290 × 520 mm', '1050 × 500 × 980 mm'],
          ['weight', '40 kg', '80 kg'],
        ],
        [2.4, 1.5, 1.5],
      ),
      { t: 'h', text: say(langs, ROBOT.signals_h) },
      {
        t: 'table',
        widths: [1.4, 0.7, 4],
        header: [say(langs, ROBOT.signal), say(langs, ROBOT.direction), say(langs, P.description)],
        rows: [
          signal(
            'WELD_START',
            'IN',
            'Starts the welding sequence of the selected job',
            'Startet den Schweißablauf des gewählten Jobs',
            'Avvia la sequenza di saldatura del job selezionato',
          ),
          signal('JOB_NO', 'IN', 'Job number 0–999', 'Jobnummer 0–999', 'Numero del job 0–999'),
          signal(
            'TOUCH_SENSE',
            'IN',
            'Enables tactile joint searching',
            'Aktiviert die taktile Nahtsuche',
            'Attiva la ricerca del giunto a contatto',
          ),
          signal('ARC_ON', 'OUT', 'Arc established', 'Lichtbogen steht', 'Arco acceso'),
          signal(
            'CURRENT_FLOW',
            'OUT',
            'Welding current flowing',
            'Schweißstrom fließt',
            'Corrente di saldatura presente',
          ),
          signal(
            'READY',
            'OUT',
            'Power source ready, no fault',
            'Stromquelle bereit, keine Störung',
            'Generatore pronto, nessun allarme',
          ),
        ],
        size: 8,
      },
      { t: 'rule' },
      { t: 'p', text: ADDRESS, bold: true, after: 1 },
      { t: 'p', text: CONTACT },
    ],
  };
}

// ---------------------------------------------------------------- certificates
const CERT = {
  heading: 'CERTIFICATO · CERTIFICATE',
  certify: {
    it: 'Si certifica che il sistema di gestione dell’organizzazione',
    en: 'This is to certify that the management system of',
  },
  complies: {
    it: 'è conforme ai requisiti della norma',
    en: 'complies with the requirements of the standard',
  },
  scope: { it: 'Campo applicativo', en: 'Scope' },
  first: { it: 'Prima emissione', en: 'First issue' },
  current: { it: 'Emissione corrente', en: 'Current issue' },
  expiry: { it: 'Scadenza', en: 'Expiry date' },
  number: { it: 'Certificato n.', en: 'Certificate no.' },
  sector: { it: 'Settore EA', en: 'EA sector' },
  surveillance: {
    it: 'La validità del presente certificato è subordinata all’esito positivo degli audit di sorveglianza annuali. Lo stato di validità può essere verificato su www.certivia.example.',
    en: 'The validity of this certificate is subject to satisfactory annual surveillance audits. Its status can be checked at www.certivia.example.',
  },
  role: 'Direttrice della certificazione · Head of Certification',
};

function certificate({
  file,
  standard,
  subject,
  number,
  sector,
  first,
  current,
  expiry,
  scope,
  extra = [],
}) {
  const langs = ['it', 'en'];
  const date = (iso) => iso.split('-').reverse().join('/');
  return {
    file,
    lang: 'it',
    date: current,
    code: number,
    title: `Certificato ${standard} / Certificate ${standard} – Fortarc S.p.A.`,
    author: 'Certivia Italia',
    brand: 'CERTIVIA ITALIA',
    short: say(langs, { it: 'Certificato', en: 'Certificate' }) + ` · ${standard}`,
    footer:
      'Certivia Italia S.r.l. · Organismo di certificazione dei sistemi di gestione · Milano · www.certivia.example',
    frame: true,
    blocks: [
      { t: 'space', h: 6 },
      { t: 'center', text: CERT.heading, size: 24, bold: true, after: 2 },
      { t: 'center', text: `${say(langs, CERT.number)} ${number}`, size: 10.5, after: 18 },
      { t: 'center', text: CERT.certify.it, size: 10, after: 0 },
      { t: 'center', text: CERT.certify.en, size: 10, after: 12 },
      { t: 'center', text: 'FORTARC S.p.A.', size: 22, bold: true, after: 2 },
      { t: 'center', text: 'Via dell’Arco 12 · 25125 Brescia (BS) · Italia', size: 10, after: 14 },
      { t: 'center', text: CERT.complies.it, size: 10, after: 0 },
      { t: 'center', text: CERT.complies.en, size: 10, after: 10 },
      { t: 'center', text: standard, size: 26, bold: true, after: 2 },
      { t: 'center', text: say(langs, subject), size: 10.5, after: 16 },
      { t: 'h3', text: say(langs, CERT.scope) },
      { t: 'p', text: scope.it },
      { t: 'p', text: scope.en, color: [0.337, 0.376, 0.42] },
      ...extra,
      { t: 'space', h: 6 },
      {
        t: 'table',
        widths: [1, 1, 1, 1],
        header: [
          say(langs, CERT.first),
          say(langs, CERT.current),
          say(langs, CERT.expiry),
          say(langs, CERT.sector),
        ],
        rows: [[date(first), date(current), date(expiry), sector]],
        align: ['center', 'center', 'center', 'center'],
        size: 9,
      },
      {
        t: 'sign',
        place: `Milano, ${date(current)}`,
        name: 'Dott.ssa Laura Venturini',
        role: CERT.role,
      },
      { t: 'note', text: CERT.surveillance.it },
      { t: 'note', text: CERT.surveillance.en },
    ],
  };
}

const SCOPE_COMPANY = {
  it: 'Progettazione, produzione, vendita e assistenza tecnica di generatori per saldatura ad arco e di impianti per taglio al plasma, nel sito di Brescia.',
  en: 'Design, manufacture, sale and technical service of arc welding power sources and plasma cutting systems at the Brescia site.',
};

// ---------------------------------------------------------------- the documents
export const DOCUMENTS = [
  // the general catalogues are drawn from the products: scripts/render-catalogues.mts
  plasmaCatalogue(),
  manual({
    file: 'pioneer-pulse-operating-manual.pdf',
    langs: ['it', 'en', 'es', 'fr', 'de'],
    date: '2025-09-30',
    code: 'MAN-PP-2509 rev. 0',
    family: 'Pioneer Pulse',
    models: ['353', '403', '503 W'],
    safety: SAFETY_WELDING,
    rows: [
      ['supply', '3~ 400 V ±15%, 50/60 Hz', '3~ 400 V ±15%, 50/60 Hz', '3~ 400 V ±15%, 50/60 Hz'],
      ['fuse', '20 A', '25 A', '32 A'],
      ['maxInput', '14,5 kVA', '18 kVA', '25 kVA'],
      ['range', '10–350 A', '10–400 A', '10–500 A'],
      ['duty', '50% 350 A · 100% 280 A', '50% 400 A · 100% 320 A', '60% 500 A · 100% 420 A'],
      ['ocv', '68 V', '68 V', '70 V'],
      ['wire', '0,8–1,2 mm', '0,8–1,6 mm', '0,8–1,6 mm'],
      ['efficiency', '88,5%', '89%', '89,5%'],
      ['idle', '25 W', '26 W', '31 W'],
      ['ip', 'IP23S', 'IP23S', 'IP23S'],
      ['dimensions', '640 × 270 × 480 mm', '640 × 270 × 480 mm', '1020 × 480 × 960 mm'],
      ['weight', '34 kg', '38 kg', '78 kg'],
    ],
    notes: [
      'EN IEC 60974-1 · EN IEC 60974-2 (503 W) · EN IEC 60974-5 · EN IEC 60974-10 (Class A) · Regolamento (UE) / Regulation (EU) / Reglamento (UE) / Règlement (UE) / Verordnung (EU) 2019/1784',
    ],
  }),
  manual({
    file: 'cruiser-ac-dc-operating-manual.pdf',
    langs: ['it', 'en', 'es', 'fr', 'de'],
    date: '2025-04-10',
    code: 'MAN-CR-2504 rev. 2',
    family: 'Cruiser AC/DC',
    models: ['222 AC/DC', '322 AC/DC', '422 AC/DC W'],
    safety: SAFETY_WELDING,
    rows: [
      ['supply', '1~ 230 V ±15%, 50/60 Hz', '3~ 400 V ±15%, 50/60 Hz', '3~ 400 V ±15%, 50/60 Hz'],
      ['fuse', '16 A', '16 A', '25 A'],
      ['maxInput', '5,4 kVA', '8,9 kVA', '14,5 kVA'],
      ['range', '3–220 A', '3–320 A', '5–420 A'],
      ['rangeMma', '10–170 A', '10–270 A', '10–350 A'],
      ['duty', '30% 220 A · 100% 140 A', '40% 320 A · 100% 250 A', '50% 420 A · 100% 340 A'],
      ['ocv', '72 V', '70 V', '72 V'],
      ['acFrequency', '20–200 Hz', '20–250 Hz', '20–300 Hz'],
      ['efficiency', '85%', '87%', '88%'],
      ['idle', '18 W', '24 W', '29 W'],
      ['ip', 'IP23S', 'IP23S', 'IP23S'],
      ['dimensions', '470 × 180 × 340 mm', '600 × 240 × 450 mm', '1000 × 450 × 950 mm'],
      ['weight', '14 kg', '27 kg', '68 kg'],
    ],
    notes: [
      'EN IEC 60974-1 · EN IEC 60974-2 (422 AC/DC W) · EN IEC 60974-3 · EN IEC 60974-10 (Class A) · Regolamento (UE) / Regulation (EU) / Reglamento (UE) / Règlement (UE) / Verordnung (EU) 2019/1784',
    ],
  }),
  manual({
    file: 'voyager-plasma-operating-manual.pdf',
    langs: ['it', 'en', 'fr'],
    date: '2025-02-18',
    code: 'MAN-VP-2502 rev. 1',
    family: 'Voyager Plasma',
    models: ['45', '65', '105'],
    safety: SAFETY_PLASMA,
    rows: [
      ['supply', '1~ 230 V ±15%, 50/60 Hz', '3~ 400 V ±15%, 50/60 Hz', '3~ 400 V ±15%, 50/60 Hz'],
      ['fuse', '20 A', '16 A', '25 A'],
      ['maxInput', '6,2 kVA', '10,5 kVA', '18,5 kVA'],
      ['cutCurrent', '20–45 A', '20–65 A', '20–105 A'],
      ['duty', '40% 45 A · 100% 30 A', '50% 65 A · 100% 50 A', '60% 105 A · 100% 90 A'],
      ['ocv', '260 V', '290 V', '300 V'],
      ['cleanCut', '12 mm', '20 mm', '32 mm'],
      ['severance', '20 mm', '32 mm', '45 mm'],
      ['air', '5–6 bar · 140 l/min', '5–6 bar · 170 l/min', '5–6 bar · 220 l/min'],
      ['efficiency', '84%', '87%', '88%'],
      ['idle', '15 W', '20 W', '24 W'],
      ['ip', 'IP23S', 'IP23S', 'IP23S'],
      ['dimensions', '420 × 170 × 330 mm', '560 × 230 × 440 mm', '660 × 290 × 560 mm'],
      ['weight', '11 kg', '24 kg', '38 kg'],
    ],
    notes: ['EN IEC 60974-1 · EN IEC 60974-7 · EN IEC 60974-10 (Class A)'],
  }),
  declaration({
    file: 'eu-declaration-of-conformity-pioneer-pulse-403.pdf',
    langs: ['it', 'en', 'de'],
    model: 'Pioneer Pulse 403',
    orderCode: 'PP-403',
    number: 'DoC-PP403-2025-01',
    serial: 'PP403-25-00001',
    date: '2025-09-15',
    year: '2025',
    wireFeeder: true,
    efficiency: '89.0',
    idle: '26',
    product: {
      it: 'Generatore per saldatura ad arco MIG/MAG pulsato',
      en: 'Pulsed MIG/MAG arc welding power source',
      de: 'Impuls-MIG/MAG-Lichtbogenschweißstromquelle',
    },
  }),
  declaration({
    file: 'eu-declaration-of-conformity-cruiser-322-ac-dc.pdf',
    langs: ['it', 'en', 'fr'],
    model: 'Cruiser 322 AC/DC',
    orderCode: 'CR-322AD',
    number: 'DoC-CR322-2024-02',
    serial: 'CR322-24-00001',
    date: '2024-02-20',
    year: '2024',
    wireFeeder: false,
    efficiency: '87.0',
    idle: '24',
    product: {
      it: 'Generatore per saldatura ad arco TIG AC/DC e MMA',
      en: 'TIG AC/DC and MMA arc welding power source',
      fr: 'Générateur de soudage à l’arc TIG AC/DC et MMA',
    },
  }),
  declaration({
    file: 'eu-declaration-of-conformity-voyager-plasma-65.pdf',
    langs: ['it', 'en', 'es'],
    model: 'Voyager Plasma 65',
    orderCode: 'VP-65',
    number: 'DoC-VP65-2023-01',
    serial: 'VP65-23-00001',
    date: '2023-05-10',
    year: '2023',
    wireFeeder: false,
    efficiency: '87.0',
    idle: '20',
    product: {
      it: 'Impianto per taglio al plasma ad aria',
      en: 'Air plasma cutting system',
      es: 'Equipo de corte por plasma de aire',
    },
  }),
  spareParts({
    file: 'spare-parts-micromag-205.pdf',
    langs: ['it', 'en'],
    model: 'Micromag 205',
    models: 'Micromag 205 (MM-205)',
    code: 'SPL-MM205-2024',
    date: '2024-06-03',
    serials: 'MM205-22-00001',
    rows: [
      part('MM205-001', 'Pannello frontale serigrafato', 'Front panel with printed legend', ''),
      part('MM205-002', 'Manopola Ø 28 mm', 'Knob Ø 28 mm', '', '2'),
      part('MM205-010', 'Scheda di controllo', 'Control board', ''),
      part('MM205-011', 'Scheda di potenza IGBT', 'IGBT power board', ''),
      part('MM205-012', 'Ponte raddrizzatore d’ingresso', 'Input bridge rectifier', ''),
      part('MM205-015', 'Ventilatore 24 V DC', 'Fan 24 V DC', ''),
      part('MM205-020', 'Motoriduttore trainafilo 24 V', 'Wire feed motor 24 V', ''),
      part(
        'MM205-021',
        'Rullo trainafilo 0,6/0,8 mm, gola a V',
        'Drive roll 0.6/0.8 mm, V groove',
        '',
      ),
      part(
        'MM205-022',
        'Rullo trainafilo 0,8/1,0 mm, gola a V',
        'Drive roll 0.8/1.0 mm, V groove',
        '',
      ),
      part(
        'MM205-023',
        'Rullo trainafilo 0,8/1,0 mm, gola zigrinata (filo animato)',
        'Drive roll 0.8/1.0 mm, knurled groove (flux-cored wire)',
        '',
      ),
      part('MM205-030', 'Attacco torcia Euro', 'Euro torch connector', ''),
      part('MM205-031', 'Elettrovalvola gas 24 V', 'Gas solenoid valve 24 V', ''),
      part('MM205-040', 'Interruttore generale', 'Mains switch', ''),
      part(
        'MM205-041',
        'Cavo di alimentazione 3 × 2,5 mm², 3 m, con spina',
        'Mains cable 3 × 2.5 mm², 3 m, with plug',
        '',
      ),
      part('MM205-050', 'Supporto bobina Ø 200 mm', 'Spool holder Ø 200 mm', ''),
      part(
        'MM205-060',
        'Pinza di massa 200 A con cavo 3 m',
        'Earth clamp 200 A with 3 m cable',
        '',
      ),
      part('MM205-070', 'Fianco sinistro', 'Left side panel', ''),
      part('MM205-071', 'Maniglia', 'Handle', ''),
    ],
  }),
  spareParts({
    file: 'spare-parts-multipower-504.pdf',
    langs: ['it', 'en', 'de'],
    model: 'Multipower 504 · 504 W',
    models: 'Multipower 504 (MPW-504) · Multipower 504 W (MPW-504W)',
    code: 'SPL-MP504-2025',
    date: '2025-11-20',
    serials: 'MP504-23-00001',
    withModelColumn: true,
    rows: [
      part('MP504-001', 'Pannello frontale', 'Front panel', 'Frontplatte', '504 · W'),
      part(
        'MP504-002',
        'Display grafico a colori',
        'Colour graphic display',
        'Farbgrafikdisplay',
        '504 · W',
      ),
      part(
        'MP504-003',
        'Encoder con manopola',
        'Encoder with knob',
        'Drehgeber mit Knopf',
        '504 · W',
      ),
      part('MP504-010', 'Scheda di controllo', 'Control board', 'Steuerplatine', '504 · W'),
      part('MP504-011', 'Modulo IGBT', 'IGBT module', 'IGBT-Modul', '504 · W'),
      part('MP504-012', 'Scheda PFC', 'PFC board', 'PFC-Platine', '504 · W'),
      part(
        'MP504-013',
        'Trasformatore di potenza',
        'Power transformer',
        'Leistungstransformator',
        '504 · W',
      ),
      part(
        'MP504-014',
        'Modulo diodi secondario',
        'Secondary diode module',
        'Sekundärdiodenmodul',
        '504 · W',
      ),
      part('MP504-015', 'Ventilatore 24 V DC', 'Fan 24 V DC', 'Lüfter 24 V DC', '504 · W'),
      part(
        'MP504-020',
        'Presa Dinse 70 mm²',
        'Dinse socket 70 mm²',
        'Dinse-Buchse 70 mm²',
        '504 · W',
      ),
      part(
        'MP504-021',
        'Connettore cavo intermedio',
        'Interconnection cable connector',
        'Anschluss Zwischenschlauchpaket',
        '504 · W',
      ),
      part(
        'MP504-030',
        'Interruttore generale 32 A',
        'Mains switch 32 A',
        'Hauptschalter 32 A',
        '504 · W',
      ),
      part(
        'MP504-031',
        'Cavo di alimentazione 4 × 4 mm², 5 m',
        'Mains cable 4 × 4 mm², 5 m',
        'Netzkabel 4 × 4 mm², 5 m',
        '504 · W',
      ),
      part('MP504-040', 'Ruota piroettante', 'Swivel castor', 'Lenkrolle', '504 · W'),
      part(
        'MP504W-050',
        'Pompa del liquido refrigerante 230 V',
        'Coolant pump 230 V',
        'Kühlmittelpumpe 230 V',
        'W',
      ),
      part('MP504W-051', 'Radiatore', 'Radiator', 'Kühler', 'W'),
      part(
        'MP504W-052',
        'Serbatoio 5 l con tappo',
        '5 l tank with cap',
        'Tank 5 l mit Deckel',
        'W',
      ),
      part('MP504W-053', 'Flussostato', 'Coolant flow switch', 'Durchflusswächter', 'W'),
      part(
        'MP504W-054',
        'Innesti rapidi (coppia)',
        'Quick couplings (pair)',
        'Schnellkupplungen (Paar)',
        'W',
      ),
    ],
  }),
  robotDatasheet(),
  certificate({
    file: 'certificate-iso-9001.pdf',
    standard: 'ISO 9001:2015',
    subject: { it: 'Sistema di gestione per la qualità', en: 'Quality management system' },
    number: 'CVI-Q-2004-0412',
    sector: '19',
    first: '2004-03-15',
    current: '2025-03-15',
    expiry: '2028-03-14',
    scope: SCOPE_COMPANY,
  }),
  certificate({
    file: 'certificate-iso-14001.pdf',
    standard: 'ISO 14001:2015',
    subject: { it: 'Sistema di gestione ambientale', en: 'Environmental management system' },
    number: 'CVI-E-2011-0877',
    sector: '19',
    first: '2011-09-30',
    current: '2024-09-30',
    expiry: '2027-09-29',
    scope: SCOPE_COMPANY,
  }),
  certificate({
    file: 'certificate-iso-3834-2.pdf',
    standard: 'ISO 3834-2:2021',
    subject: {
      it: 'Requisiti di qualità estesi per la saldatura per fusione',
      en: 'Comprehensive quality requirements for fusion welding',
    },
    number: 'CVI-W-2018-0153',
    sector: '17',
    first: '2018-01-23',
    current: '2026-01-23',
    expiry: '2029-01-22',
    scope: {
      it: 'Fabbricazione mediante saldatura ad arco (processi 131, 135, 136, 141) di telai, carrelli e basamenti in acciaio al carbonio, acciaio inossidabile e alluminio per generatori di saldatura; saldature di prova del laboratorio applicazioni.',
      en: 'Arc-welded fabrication (processes 131, 135, 136, 141) of carbon steel, stainless steel and aluminium frames, trolleys and bases for welding power sources; test welds in the application laboratory.',
    },
    extra: [
      {
        t: 'p',
        text: 'Coordinatore di saldatura responsabile / Responsible welding coordinator: Ing. Davide Rinaldi (IWE)',
        size: 9,
      },
    ],
  }),
  certificate({
    file: 'certificate-iso-45001.pdf',
    standard: 'ISO 45001:2018',
    subject: {
      it: 'Sistema di gestione per la salute e sicurezza sul lavoro',
      en: 'Occupational health and safety management system',
    },
    number: 'CVI-S-2020-0296',
    sector: '19',
    first: '2020-06-11',
    current: '2026-06-11',
    expiry: '2029-06-10',
    scope: SCOPE_COMPANY,
  }),
];

// ---------------------------------------------------------------- partner documents
// Reserved to signed-in service partners: written to content/private-assets (never public/).
const PARTNER = {
  restricted: {
    it: 'Riservato ai centri assistenza autorizzati',
    en: 'Restricted to authorised service partners',
    es: 'Reservado a los servicios técnicos autorizados',
    fr: 'Réservé aux partenaires de service agréés',
    de: 'Nur für autorisierte Servicepartner',
  },
  wiringDiagram: {
    it: 'Schema elettrico',
    en: 'Wiring diagram',
    es: 'Esquema eléctrico',
    fr: 'Schéma électrique',
    de: 'Schaltplan',
  },
  serviceManual: {
    it: 'Manuale di assistenza',
    en: 'Service manual',
    es: 'Manual de servicio',
    fr: 'Manuel de service',
    de: 'Servicehandbuch',
  },
  releaseNotes: {
    it: 'Note di rilascio firmware',
    en: 'Firmware release notes',
    es: 'Notas de la versión del firmware',
    fr: 'Notes de version du firmware',
    de: 'Firmware-Versionshinweise',
  },
};

const PARTNER_FOOTER =
  'Fortarc S.p.A. · Service · +39 030 358 1250 · service@fortarc.example · Documento riservato / Confidential';

/** The cover facts of a partner document: model, languages, edition, who may use it. */
function partnerFacts(langs, model, code, date) {
  return [
    [say(langs.slice(0, 2), P.model), model],
    [say(langs.slice(0, 2), P.languages), langs.map((l) => LANGUAGE_NAMES[l]).join(', ')],
    [say(langs.slice(0, 2), P.edition), `${code} · ${date}`],
    ['Fortarc S.p.A. – Service', say(langs.slice(0, 2), PARTNER.restricted)],
  ];
}

function pioneerPulseWiringDiagram() {
  const langs = ['it', 'en', 'de'];
  const code = 'WD-PP403-2511 rev. B';
  const date = '2025-11-04';
  return {
    file: 'pioneer-pulse-403-wiring-diagram.pdf',
    lang: 'it',
    date,
    code,
    title: `Pioneer Pulse 403 – ${say(langs.slice(0, 2), PARTNER.wiringDiagram)}`,
    short: `Pioneer Pulse 403 · ${PARTNER.wiringDiagram.it}`,
    footer: PARTNER_FOOTER,
    blocks: [
      { t: 'title', text: 'Pioneer Pulse 403' },
      { t: 'subtitle', text: langs.map((l) => PARTNER.wiringDiagram[l]).join(' · ') },
      {
        t: 'table',
        widths: [1, 3],
        rows: partnerFacts(
          langs,
          'Pioneer Pulse 403 (PP-403) · da / from S/N PP403-25-00001',
          code,
          date,
        ),
        boldFirst: true,
        size: 9,
      },
      {
        t: 'p',
        text: 'Prima di aprire la carrozzeria scollegare la spina e attendere 5 minuti: i condensatori del bus DC (X4) restano carichi fino a 560 V. / Before opening the casing, unplug the machine and wait 5 minutes: the DC bus capacitors (X4) stay charged up to 560 V.',
        bold: true,
      },
      { t: 'h', text: '1  Connettori / Connectors / Steckverbinder' },
      {
        t: 'table',
        widths: [0.8, 2.6, 2.6, 1.4],
        header: ['Rif. / Ref.', 'Funzione / Function', 'Funktion', 'Scheda / Board'],
        rows: [
          ['X1', 'Ingresso rete L1-L2-L3-PE', 'Mains input L1-L2-L3-PE', 'Netzeingang · FIL-01'],
          ['X2', 'Uscita ponte raddrizzatore DC+ / DC-', 'Rectifier output DC+ / DC-', 'PWR-02'],
          ['X3', 'Alimentazione ausiliaria 24 V AC', 'Auxiliary supply 24 V AC', 'AUX-03'],
          ['X4', 'Bus DC 560 V ai moduli IGBT', 'DC bus 560 V to IGBT modules', 'PWR-02'],
          ['X5', 'Comando gate IGBT (flat 10 poli)', 'IGBT gate drive (10-way ribbon)', 'CTRL-04'],
          ['X6', 'Sensore di corrente LEM 500 A', 'LEM current sensor 500 A', 'CTRL-04'],
          ['X7', 'Motore trainafilo 42 V DC', 'Wire feed motor 42 V DC', 'WF-05'],
          ['X8', 'Encoder trainafilo', 'Wire feed encoder', 'WF-05'],
          ['X9', 'Elettrovalvola gas 24 V DC', 'Gas solenoid valve 24 V DC', 'WF-05'],
          ['X10', 'Pulsante torcia / up-down', 'Torch trigger / up-down', 'CTRL-04'],
          ['X11', 'Ventilatore 24 V DC (PWM)', 'Fan 24 V DC (PWM)', 'AUX-03'],
          ['X12', 'Bus CAN pannello / carrello', 'CAN bus panel / wire feeder', 'CTRL-04'],
        ],
        size: 8,
      },
      { t: 'pagebreak' },
      { t: 'h', text: '2  Cablaggio di potenza / Power wiring / Leistungsverdrahtung' },
      {
        t: 'table',
        widths: [1.2, 1.2, 1.3, 1.3, 2.4],
        header: ['Da / From', 'A / To', 'Sezione / Size', 'Colore / Colour', 'Nota / Note'],
        rows: [
          ['X1:L1', 'FIL-01:1', '4 mm²', 'BK', 'Filtro EMC / EMC filter'],
          ['X1:L2', 'FIL-01:2', '4 mm²', 'BN', ''],
          ['X1:L3', 'FIL-01:3', '4 mm²', 'GY', ''],
          ['X1:PE', 'Telaio / Chassis', '4 mm²', 'GNYE', 'Vite M6, 5 Nm / M6 screw, 5 Nm'],
          ['PWR-02:DC+', 'C1-C4 (+)', '6 mm²', 'RD', 'Bus DC / DC bus'],
          ['PWR-02:DC-', 'C1-C4 (-)', '6 mm²', 'BU', 'Bus DC / DC bus'],
          ['T1:S1', 'D1 (+)', '35 mm²', 'RD', 'Secondario / Secondary'],
          ['D1 (+)', 'Presa / Socket +', '35 mm²', 'RD', 'Dinse 70 mm²'],
          ['T1:S2', 'L1 induttanza / choke', '35 mm²', 'BK', ''],
          ['L1', 'Presa / Socket -', '35 mm²', 'BK', 'Dinse 70 mm²'],
        ],
        size: 8,
      },
      { t: 'h', text: '3  Valori di prova / Test values / Prüfwerte' },
      {
        t: 'ul',
        items: [
          'X3: 24 V AC ±10% a vuoto / no load / Leerlauf',
          'X4: 540-580 V DC con rete 400 V / with 400 V mains / bei 400 V Netz',
          'X6: 0 V ±50 mV a corrente zero; 4 V a 400 A / at zero current; 4 V at 400 A',
          'X11: 24 V DC, PWM 25 kHz; ventilatore al 100% sopra 70 °C / fan at 100% above 70 °C',
          'Resistenza NTC dissipatore a 25 °C / Heat sink NTC at 25 °C / Kühlkörper-NTC bei 25 °C: 10 kohm ±1%',
        ],
        size: 9,
      },
      {
        t: 'note',
        text: 'Codici colore secondo IEC 60757 / Colour codes to IEC 60757 / Farbcodes nach IEC 60757. Schema completo in formato A3: richiederlo a service@fortarc.example indicando il numero di serie.',
      },
    ],
  };
}

function voyagerPlasmaServiceManual() {
  const langs = ['it', 'en', 'fr'];
  const code = 'SM-VP65-2510 rev. 1';
  const date = '2025-10-15';
  return {
    file: 'voyager-plasma-65-service-manual.pdf',
    lang: 'it',
    date,
    code,
    title: `Voyager Plasma 65 – ${say(langs.slice(0, 2), PARTNER.serviceManual)}`,
    short: `Voyager Plasma 65 · ${PARTNER.serviceManual.it}`,
    footer: PARTNER_FOOTER,
    blocks: [
      { t: 'title', text: 'Voyager Plasma 65' },
      { t: 'subtitle', text: langs.map((l) => PARTNER.serviceManual[l]).join(' · ') },
      {
        t: 'table',
        widths: [1, 3],
        rows: partnerFacts(langs, 'Voyager Plasma 65 (VP-65)', code, date),
        boldFirst: true,
        size: 9,
      },
      { t: 'h', text: '1  Codici di errore / Error codes / Codes d’erreur' },
      {
        t: 'table',
        widths: [0.6, 2, 2, 2.4],
        header: ['Cod.', 'Causa / Cause', 'Cause', 'Rimedio / Remedy'],
        rows: [
          [
            'E01',
            'Pressione aria < 4,5 bar',
            'Air pressure < 4.5 bar',
            'Check regulator, filter and hose / Controllare riduttore e filtro',
          ],
          [
            'E02',
            'Cappa di protezione non montata',
            'Shield cup not fitted',
            'Refit cup; check PIP switch (X7) / Verificare micro PIP',
          ],
          [
            'E03',
            'Sovratemperatura IGBT',
            'IGBT over-temperature',
            'Clean heat sink, check fan (X11) / Pulire dissipatore',
          ],
          [
            'E04',
            'Tensione di rete fuori tolleranza',
            'Mains voltage out of range',
            'Measure 3~ 400 V ±15% at X1 / Misurare la rete a X1',
          ],
          [
            'E05',
            'Arco pilota non innescato in 5 s',
            'Pilot arc not started in 5 s',
            'Replace electrode and nozzle; check pilot relay K2',
          ],
          [
            'E06',
            'Corrente in uscita a torcia chiusa',
            'Output current with trigger released',
            'Replace control board CTRL-VP65 / Sostituire la scheda',
          ],
        ],
        size: 8,
      },
      { t: 'pagebreak' },
      { t: 'h', text: '2  Manutenzione periodica / Periodic maintenance / Entretien périodique' },
      {
        t: 'table',
        widths: [1.2, 3, 3],
        header: ['Intervallo / Interval', 'Operazione', 'Operation'],
        rows: [
          [
            'Ogni giorno / Daily',
            'Scaricare la condensa dal filtro aria',
            'Drain condensate from the air filter',
          ],
          [
            '50 h',
            'Controllare ugello, elettrodo e diffusore',
            'Inspect nozzle, electrode and swirl ring',
          ],
          [
            '250 h',
            'Soffiare il generatore con aria secca a 3 bar max',
            'Blow out the unit with dry air, 3 bar max',
          ],
          ['500 h', 'Sostituire la cartuccia del filtro aria', 'Replace the air filter cartridge'],
          [
            '1000 h',
            'Serrare i morsetti di potenza a 4 Nm; prova di isolamento 1000 V DC',
            'Tighten power terminals to 4 Nm; insulation test 1000 V DC',
          ],
        ],
        size: 8.5,
      },
      { t: 'h', text: '3  Punti di misura / Test points / Points de mesure' },
      {
        t: 'ul',
        items: [
          'TP1 – Bus DC / DC bus / bus continu: 540-580 V DC',
          'TP2 – Alimentazione logica / Logic supply / alimentation logique: 15 V DC ±0,3 V',
          'TP3 – Riferimento corrente / Current reference / consigne de courant: 0-5 V = 20-65 A',
          'TP4 – Tensione a vuoto / Open-circuit voltage / tension à vide: 290 V DC',
        ],
        size: 9,
      },
      {
        t: 'p',
        text: 'Dopo ogni riparazione eseguire la prova di sicurezza secondo EN IEC 60974-4 e registrarne l’esito. / After every repair, carry out the safety test to EN IEC 60974-4 and record the result. / Après chaque réparation, effectuer l’essai de sécurité selon EN IEC 60974-4 et en consigner le résultat.',
        size: 9,
      },
    ],
  };
}

function cruiserFirmwareNotes() {
  const langs = ['en', 'it', 'de'];
  const code = 'FW-CR-2.4.0';
  const date = '2026-01-20';
  return {
    file: 'cruiser-ac-dc-firmware-2-4-release-notes.pdf',
    lang: 'en',
    date,
    code,
    title: `Cruiser AC/DC – ${say(langs.slice(0, 2), PARTNER.releaseNotes)} 2.4`,
    short: `Cruiser AC/DC · Firmware 2.4`,
    footer: PARTNER_FOOTER,
    blocks: [
      { t: 'title', text: 'Cruiser AC/DC – Firmware 2.4.0' },
      { t: 'subtitle', text: langs.map((l) => PARTNER.releaseNotes[l]).join(' · ') },
      {
        t: 'table',
        widths: [1, 3],
        rows: partnerFacts(
          langs,
          'Cruiser 222 AC/DC · 322 AC/DC · 422 AC/DC W (control board CTRL-CR rev. C and later)',
          code,
          date,
        ),
        boldFirst: true,
        size: 9,
      },
      { t: 'h', text: '1  New / Novità / Neu' },
      {
        t: 'ul',
        items: [
          'AC balance adjustable from 15% to 85% (was 20-80%), for thin aluminium with less tungsten wear.',
          'Mixed AC/DC mode on the 322 and 422 models: DC- portion adjustable from 10% to 50%.',
          'Job memory extended from 50 to 100 jobs; jobs can be exported to and imported from a USB stick.',
          'Nuova lingua del menu: polacco. / New menu language: Polish. / Neue Menüsprache: Polnisch.',
        ],
        size: 9,
      },
      { t: 'h', text: '2  Fixed / Correzioni / Behoben' },
      {
        t: 'ul',
        items: [
          'HF ignition could fail on the first start after a cold boot below 0 °C (ticket SR-4471).',
          'Pulse frequency above 500 Hz was shown rounded down on the display.',
          'Remote foot pedal RFP-1: minimum current now follows the set value instead of 5 A.',
          'Error E07 (cooling unit) no longer appears on air-cooled 222 AC/DC machines.',
        ],
        size: 9,
      },
      { t: 'h', text: '3  Update / Aggiornamento / Aktualisierung' },
      {
        t: 'ul',
        items: [
          'Copy CR_FW_2_4_0.bin (SHA-256 in the service portal) to the root of a FAT32 USB stick.',
          'Switch off, insert the stick in the service port behind the front cover, hold MODE and switch on.',
          'The display shows "UPD" and the progress; the update takes about 90 seconds. Do not switch off.',
          'After the restart, check the version under MENU > INFO and restore the jobs if needed.',
        ],
        size: 9,
      },
      {
        t: 'note',
        text: 'Non spegnere il generatore durante l’aggiornamento. / Do not switch the machine off during the update. / Das Gerät während der Aktualisierung nicht ausschalten. Downgrade below 2.2 is not possible on CTRL-CR rev. D boards.',
      },
    ],
  };
}

export const PARTNER_DOCUMENTS = [
  pioneerPulseWiringDiagram(),
  voyagerPlasmaServiceManual(),
  cruiserFirmwareNotes(),
];
