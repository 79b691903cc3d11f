// Writes the demo content's partners (issue 63): `npx tsx scripts/generate-demo-partners.mts`.
// Eight fictional partners in each of the ten countries the locator covers, every kind in every
// country, each at its city's coordinates from the gazetteer (a short, fixed step off the centre,
// as a business is), with E.164-shaped phone numbers and `.example` addresses. Deterministic: the
// same table writes the same files, so a change to it is a reviewable diff of content/.
import { createHash } from 'node:crypto';
import { mkdir, readdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { format, resolveConfig } from 'prettier';
import type { CountryCode } from '../src/catalogue/locator/gazetteer/countries';
import { findPlace } from '../src/catalogue/locator/gazetteer/find-place';
import { loadGazetteer } from '../src/catalogue/locator/gazetteer/load';
import { PARTNER_KINDS, type PartnerKind } from '../src/catalogue/locator/partner';

type Family = 'manual-welding' | 'automation' | 'plasma-cutting';

interface Row {
  name: string;
  city: string;
  street: string;
  postcode: string;
  /** The phone number's digits after the country code: area code and subscriber number. */
  phone: string;
  /** The region as the country's addresses name it, where the gazetteer's is too coarse. */
  region?: string;
}

interface CountryTable {
  code: CountryCode;
  dial: string;
  languages: (city: string) => string[];
  hours: string;
  rows: Row[];
}

/** Each country's eight partners take these kinds, families and repairer flags in turn. */
const ROLES: Array<{ kinds: PartnerKind[]; families: Family[]; repairer: boolean }> = [
  {
    kinds: ['sales', 'service'],
    families: ['manual-welding', 'automation', 'plasma-cutting'],
    repairer: true,
  },
  { kinds: ['sales'], families: ['manual-welding'], repairer: false },
  { kinds: ['service'], families: ['manual-welding', 'plasma-cutting'], repairer: true },
  { kinds: ['sales', 'rental'], families: ['manual-welding'], repairer: false },
  {
    kinds: ['sales', 'service', 'training'],
    families: ['manual-welding', 'automation'],
    repairer: false,
  },
  { kinds: ['service'], families: ['plasma-cutting'], repairer: true },
  { kinds: ['rental', 'sales'], families: ['manual-welding', 'plasma-cutting'], repairer: false },
  { kinds: ['training', 'service'], families: ['automation'], repairer: false },
];

const TABLES: CountryTable[] = [
  {
    code: 'IT',
    dial: '39',
    languages: () => ['it', 'en'],
    hours: 'Mo-Fr 08:00-12:30,14:00-18:00',
    rows: [
      {
        name: 'Saldotecnica Lombarda',
        city: 'Milano',
        street: 'Via Giovanni da Udine 34',
        postcode: '20156',
        phone: '0238001245',
      },
      {
        name: 'Brescia Saldature',
        city: 'Brescia',
        street: "Via dell'Industria 12",
        postcode: '25125',
        phone: '0302400781',
      },
      {
        name: 'Officina Orobica Assistenza',
        city: 'Bergamo',
        street: 'Via Zanica 61',
        postcode: '24126',
        phone: '0353100452',
      },
      {
        name: 'Torino Noleggi Industriali',
        city: 'Torino',
        street: 'Corso Vercelli 210',
        postcode: '10155',
        phone: '0112301874',
      },
      {
        name: 'Emilia Welding Academy',
        city: 'Bologna',
        street: 'Via del Lavoro 48',
        postcode: '40127',
        phone: '0514201963',
      },
      {
        name: 'Veneta Taglio Plasma',
        city: 'Padova',
        street: 'Corso Stati Uniti 27',
        postcode: '35127',
        phone: '0498201375',
      },
      {
        name: 'Partenope Attrezzature',
        city: 'Napoli',
        street: 'Via Galileo Ferraris 145',
        postcode: '80142',
        phone: '0815501298',
      },
      {
        name: 'Centro Formazione Saldatura Roma',
        city: 'Roma',
        street: 'Via Tiburtina 912',
        postcode: '00156',
        phone: '0641202786',
      },
    ],
  },
  {
    code: 'DE',
    dial: '49',
    languages: () => ['de', 'en'],
    hours: 'Mo-Fr 07:30-17:00',
    rows: [
      {
        name: 'Schweißtechnik Isar',
        city: 'München',
        street: 'Landsberger Straße 302',
        postcode: '80687',
        phone: '8945201736',
      },
      {
        name: 'Neckar Schweißbedarf',
        city: 'Stuttgart',
        street: 'Heilbronner Straße 190',
        postcode: '70191',
        phone: '71120401528',
      },
      {
        name: 'Rhein-Service Schweißgeräte',
        city: 'Köln',
        street: 'Industriestraße 131',
        postcode: '50735',
        phone: '22130106642',
      },
      {
        name: 'Hanse Maschinenverleih',
        city: 'Hamburg',
        street: 'Billbrookdeich 42',
        postcode: '22113',
        phone: '4073209215',
      },
      {
        name: 'Schweißzentrum Spree',
        city: 'Berlin',
        street: 'Motzener Straße 18',
        postcode: '12277',
        phone: '3072018436',
      },
      {
        name: 'Plasma-Service Sachsen',
        city: 'Leipzig',
        street: 'Torgauer Straße 233',
        postcode: '04347',
        phone: '34124017759',
      },
      {
        name: 'Franken Schweiß- und Schneidtechnik',
        city: 'Nürnberg',
        street: 'Klingenhofstraße 70',
        postcode: '90411',
        phone: '91152103384',
      },
      {
        name: 'Robotik-Schulung Rhein-Ruhr',
        city: 'Düsseldorf',
        street: 'Kölner Landstraße 311',
        postcode: '40589',
        phone: '21170301167',
      },
    ],
  },
  {
    code: 'FR',
    dial: '33',
    languages: () => ['fr', 'en'],
    hours: 'Mo-Fr 08:00-12:00,13:30-17:30',
    rows: [
      {
        name: 'Soudure Île-de-France',
        city: 'Paris',
        street: '48 rue de la Roquette',
        postcode: '75011',
        phone: '143571862',
      },
      {
        name: 'Lyon Soudage Distribution',
        city: 'Lyon',
        street: '22 rue Paul Bert',
        postcode: '69003',
        phone: '478622914',
      },
      {
        name: 'Phocée Maintenance Soudure',
        city: 'Marseille',
        street: '15 boulevard de Paris',
        postcode: '13002',
        phone: '491903377',
      },
      {
        name: 'Garonne Location Matériel',
        city: 'Toulouse',
        street: '9 chemin de la Loge',
        postcode: '31100',
        phone: '561402583',
      },
      {
        name: 'Nord Soudage Formation',
        city: 'Lille',
        street: '71 rue du Faubourg des Postes',
        postcode: '59000',
        phone: '320531146',
      },
      {
        name: 'Atlantique Découpe Service',
        city: 'Nantes',
        street: '5 rue de la Garde',
        postcode: '44300',
        phone: '240291718',
      },
      {
        name: 'Alsace Soudure et Coupage',
        city: 'Strasbourg',
        street: '30 route du Rhin',
        postcode: '67100',
        phone: '388401265',
      },
      {
        name: 'Aquitaine Robotique Formation',
        city: 'Bordeaux',
        street: '12 quai de Brazza',
        postcode: '33100',
        phone: '556302948',
      },
    ],
  },
  {
    code: 'ES',
    dial: '34',
    languages: (city) => (city === 'Barcelona' ? ['es', 'ca', 'en'] : ['es', 'en']),
    hours: 'Mo-Fr 08:00-14:00,15:30-18:30',
    rows: [
      {
        name: 'Soldaduras Castellanas',
        city: 'Madrid',
        street: 'Calle de Julián Camarillo 21',
        postcode: '28037',
        phone: '913041582',
      },
      {
        name: 'Suministros Soldadura Barcino',
        city: 'Barcelona',
        street: 'Carrer de Pere IV 117',
        postcode: '08018',
        phone: '933094417',
      },
      {
        name: 'Levante Servicio Técnico',
        city: 'Valencia',
        street: 'Avenida del Puerto 201',
        postcode: '46023',
        phone: '963302861',
      },
      {
        name: 'Alquileres Industriales Guadalquivir',
        city: 'Sevilla',
        street: 'Calle Astronomía 4',
        postcode: '41015',
        phone: '954251193',
      },
      {
        name: 'Escuela de Soldadura Bizkaia',
        city: 'Bilbao',
        street: 'Calle Zamakola 96',
        postcode: '48003',
        phone: '944105537',
      },
      {
        name: 'Aragón Corte por Plasma',
        city: 'Zaragoza',
        street: 'Calle Río de Janeiro 14',
        postcode: '50014',
        phone: '976472088',
      },
      {
        name: 'Costa del Sol Maquinaria',
        city: 'Málaga',
        street: 'Calle Diderot 22',
        postcode: '29006',
        phone: '952314476',
      },
      {
        name: 'Centro de Formación Soldadura Pisuerga',
        city: 'Valladolid',
        street: 'Avenida de Burgos 33',
        postcode: '47009',
        phone: '983335214',
      },
    ],
  },
  {
    code: 'AT',
    dial: '43',
    languages: () => ['de', 'en'],
    hours: 'Mo-Th 07:30-16:30; Fr 07:30-12:30',
    rows: [
      {
        name: 'Donau Schweißtechnik',
        city: 'Wien',
        street: 'Laxenburger Straße 151',
        postcode: '1100',
        phone: '16040218',
      },
      {
        name: 'Linzer Schweißhandel',
        city: 'Linz',
        street: 'Industriezeile 36',
        postcode: '4020',
        phone: '732771403',
      },
      {
        name: 'Steirischer Geräteservice',
        city: 'Graz',
        street: 'Puchstraße 85',
        postcode: '8020',
        phone: '316272049',
      },
      {
        name: 'Salzach Maschinenvermietung',
        city: 'Salzburg',
        street: 'Sterneckstraße 55',
        postcode: '5020',
        phone: '662871156',
      },
      {
        name: 'Tiroler Schweißakademie',
        city: 'Innsbruck',
        street: 'Grabenweg 68',
        postcode: '6020',
        phone: '512341887',
      },
      {
        name: 'Kärntner Plasmaservice',
        city: 'Klagenfurt am Wörthersee',
        street: 'Südbahngürtel 20',
        postcode: '9020',
        phone: '463503362',
      },
      {
        name: 'Welser Schweiß- und Schneidtechnik',
        city: 'Wels',
        street: 'Salzburger Straße 223',
        postcode: '4600',
        phone: '7242450915',
      },
      {
        name: 'Roboterschulung Traisental',
        city: 'Sankt Pölten',
        street: 'Porschestraße 24',
        postcode: '3100',
        phone: '2742255746',
      },
    ],
  },
  {
    code: 'CH',
    dial: '41',
    languages: (city) =>
      ['Genève', 'Lausanne'].includes(city)
        ? ['fr', 'de', 'en']
        : city === 'Lugano'
          ? ['it', 'de']
          : ['de', 'fr', 'en'],
    hours: 'Mo-Fr 07:30-12:00,13:15-17:30',
    rows: [
      {
        name: 'Limmat Schweisstechnik',
        city: 'Zürich',
        street: 'Hardturmstrasse 131',
        postcode: '8005',
        phone: '442733148',
      },
      {
        name: 'Léman Soudure',
        city: 'Genève',
        street: 'Rue de Lyon 77',
        postcode: '1203',
        phone: '223441962',
      },
      {
        name: 'Rheinknie Geräteservice',
        city: 'Basel',
        street: 'Klybeckstrasse 141',
        postcode: '4057',
        phone: '616903317',
      },
      {
        name: 'Aare Maschinenvermietung',
        city: 'Bern',
        street: 'Freiburgstrasse 251',
        postcode: '3018',
        phone: '313821045',
      },
      {
        name: 'Centre Romand de Soudage',
        city: 'Lausanne',
        street: 'Avenue de Sévelin 20',
        postcode: '1004',
        phone: '216241839',
      },
      {
        name: 'Pilatus Plasmaservice',
        city: 'Luzern',
        street: 'Tribschenstrasse 61',
        postcode: '6005',
        phone: '413604472',
      },
      {
        name: 'Ostschweizer Schweissbedarf',
        city: 'Sankt Gallen',
        street: 'Lerchenfeldstrasse 5',
        postcode: '9014',
        phone: '712774120',
      },
      {
        name: 'Ticino Robotica Formazione',
        city: 'Lugano',
        street: 'Via Industria 9',
        postcode: '6900',
        phone: '919234587',
      },
    ],
  },
  {
    code: 'GB',
    dial: '44',
    languages: () => ['en'],
    hours: 'Mo-Fr 08:00-17:00',
    rows: [
      {
        name: 'Thames Welding Supplies',
        city: 'London',
        region: 'Greater London',
        street: 'Unit 4, Orchard Wharf, Orchard Place',
        postcode: 'E14 0JU',
        phone: '2079460318',
      },
      {
        name: 'Midlands Weld Centre',
        city: 'Birmingham',
        region: 'West Midlands',
        street: '112 Tyburn Road',
        postcode: 'B24 8NQ',
        phone: '1214960775',
      },
      {
        name: 'Pennine Welder Repairs',
        city: 'Manchester',
        region: 'Greater Manchester',
        street: 'Unit 9, Trafford Park Road',
        postcode: 'M17 1HG',
        phone: '1614960532',
      },
      {
        name: 'Aire Valley Plant Hire',
        city: 'Leeds',
        region: 'West Yorkshire',
        street: 'Cross Green Industrial Estate, Unit 21',
        postcode: 'LS9 0SG',
        phone: '1134960284',
      },
      {
        name: 'Clyde Welding Academy',
        city: 'Glasgow',
        region: 'Scotland',
        street: '45 South Street',
        postcode: 'G14 0AX',
        phone: '1414960917',
      },
      {
        name: 'Steel City Plasma Services',
        city: 'Sheffield',
        region: 'South Yorkshire',
        street: 'Unit 3, Attercliffe Road',
        postcode: 'S4 7WW',
        phone: '1144960653',
      },
      {
        name: 'Severnside Welding and Cutting',
        city: 'Bristol',
        region: 'Bristol',
        street: '8 Feeder Road',
        postcode: 'BS2 0UB',
        phone: '1174960429',
      },
      {
        name: 'Cymru Robotic Welding Training',
        city: 'Cardiff',
        region: 'Wales',
        street: 'Ocean Way, Unit 12',
        postcode: 'CF24 5PE',
        phone: '2920180846',
      },
    ],
  },
  {
    code: 'PL',
    dial: '48',
    languages: () => ['pl', 'en'],
    hours: 'Mo-Fr 07:00-16:00; Sa 08:00-12:00',
    rows: [
      {
        name: 'Spawalnictwo Mazowsze',
        city: 'Warszawa',
        street: 'ul. Łopuszańska 38',
        postcode: '02-232',
        phone: '223081547',
      },
      {
        name: 'Krakowski Handel Spawalniczy',
        city: 'Kraków',
        street: 'ul. Półłanki 64',
        postcode: '30-740',
        phone: '126541109',
      },
      {
        name: 'Serwis Spawarek Odra',
        city: 'Wrocław',
        street: 'ul. Krakowska 141',
        postcode: '50-428',
        phone: '713440826',
      },
      {
        name: 'Wielkopolska Wypożyczalnia Maszyn',
        city: 'Poznań',
        street: 'ul. Gdyńska 52',
        postcode: '61-016',
        phone: '618711473',
      },
      {
        name: 'Akademia Spawania Bałtyk',
        city: 'Gdańsk',
        street: 'ul. Marynarki Polskiej 87',
        postcode: '80-557',
        phone: '583421958',
      },
      {
        name: 'Plazma Serwis Łódź',
        city: 'Łódź',
        street: 'ul. Rokicińska 156',
        postcode: '92-412',
        phone: '426712304',
      },
      {
        name: 'Śląskie Cięcie i Spawanie',
        city: 'Katowice',
        street: 'ul. Porcelanowa 23',
        postcode: '40-246',
        phone: '322509761',
      },
      {
        name: 'Centrum Szkoleń Robotyki Pomorze',
        city: 'Szczecin',
        street: 'ul. Pomorska 115',
        postcode: '70-812',
        phone: '914623385',
      },
    ],
  },
  {
    code: 'NL',
    dial: '31',
    languages: () => ['nl', 'en', 'de'],
    hours: 'Mo-Fr 08:00-17:00',
    rows: [
      {
        name: 'Amstel Lastechniek',
        city: 'Amsterdam',
        street: 'Contactweg 36',
        postcode: '1014 AN',
        phone: '206821437',
      },
      {
        name: 'Maas Lasgereedschap',
        city: 'Rotterdam',
        street: 'Waalhaven Zuidzijde 19',
        postcode: '3089 JH',
        phone: '104291856',
      },
      {
        name: 'Domstad Lasservice',
        city: 'Utrecht',
        street: 'Atoomweg 50',
        postcode: '3542 AB',
        phone: '302418804',
      },
      {
        name: 'Brabant Machineverhuur',
        city: 'Eindhoven',
        street: 'De Run 4312',
        postcode: '5503 LN',
        phone: '402937715',
      },
      {
        name: 'Hofstad Lasopleidingen',
        city: 'Den Haag',
        street: 'Zonweg 25',
        postcode: '2516 AK',
        phone: '703816249',
      },
      {
        name: 'Noord Plasmaservice',
        city: 'Groningen',
        street: 'Rouaanstraat 41',
        postcode: '9723 CC',
        phone: '503146672',
      },
      {
        name: 'Tilburgse Las- en Snijtechniek',
        city: 'Tilburg',
        street: 'Kraaivenstraat 21',
        postcode: '5048 AB',
        phone: '134675318',
      },
      {
        name: 'Gelderse Robotlasschool',
        city: 'Arnhem',
        street: 'Westervoortsedijk 73',
        postcode: '6827 AV',
        phone: '263841293',
      },
    ],
  },
  {
    code: 'BE',
    dial: '32',
    languages: (city) =>
      ['Liège', 'Charleroi', 'Namur'].includes(city)
        ? ['fr', 'nl', 'en']
        : city === 'Bruxelles'
          ? ['fr', 'nl', 'en']
          : ['nl', 'fr', 'en'],
    hours: 'Mo-Fr 08:00-12:00,13:00-17:00',
    rows: [
      {
        name: 'Soudure Bruxelles-Midi',
        city: 'Bruxelles',
        street: "Rue de l'Industrie 42",
        postcode: '1070',
        phone: '25207384',
      },
      {
        name: 'Scheldelas Handel',
        city: 'Antwerpen',
        street: 'Noorderlaan 133',
        postcode: '2030',
        phone: '35431972',
      },
      {
        name: 'Gentse Lasherstellingen',
        city: 'Gent',
        street: 'Port Arthurlaan 80',
        postcode: '9000',
        phone: '92251846',
      },
      {
        name: 'Meuse Location Industrielle',
        city: 'Liège',
        street: 'Quai de Wallonie 9',
        postcode: '4000',
        phone: '43427615',
      },
      {
        name: 'Académie de Soudage du Hainaut',
        city: 'Charleroi',
        street: 'Rue de la Providence 117',
        postcode: '6030',
        phone: '71305482',
      },
      {
        name: 'Brugse Plasmaservice',
        city: 'Brugge',
        street: 'Kolvestraat 14',
        postcode: '8000',
        phone: '50392457',
      },
      {
        name: 'Leuvense Las- en Snijtechniek',
        city: 'Leuven',
        street: 'Vaartkom 31',
        postcode: '3000',
        phone: '16581293',
      },
      {
        name: 'Namur Robotique Formation',
        city: 'Namur',
        street: 'Rue de Dave 174',
        postcode: '5100',
        phone: '81442760',
      },
    ],
  },
];

const OUT = 'content/stories/dati/partner';
const FIRST_ID = 6001;
const STAMP = '2026-11-01T09:00:00.000Z';

/** A stable UUID (version 5 layout) for a name, so that regenerating changes nothing. */
function uuidOf(name: string): string {
  const hex = createHash('sha1').update(`fortarc-partner:${name}`).digest('hex');
  const variant = ((parseInt(hex.slice(16, 18), 16) & 0x3f) | 0x80).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-${variant}${hex.slice(18, 20)}-${hex.slice(20, 32)}`;
}

function slugOf(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/ß/g, 'ss')
    .replace(/ł/g, 'l')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

/** A short step off the city's centre, the same for the same partner: up to some 3 km. */
function offset(seed: string): { dLat: number; dLng: number } {
  const bytes = createHash('sha1').update(seed).digest();
  return {
    dLat: (((bytes[0] ?? 0) / 255) * 2 - 1) * 0.02,
    dLng: (((bytes[1] ?? 0) / 255) * 2 - 1) * 0.03,
  };
}

const gazetteer = await loadGazetteer();
await mkdir(OUT, { recursive: true });
for (const file of await readdir(OUT)) if (file.endsWith('.json')) await rm(path.join(OUT, file));

let id = FIRST_ID;
for (const table of TABLES) {
  for (const [index, row] of table.rows.entries()) {
    const role = ROLES[index % ROLES.length];
    if (!role) continue;
    const found = findPlace(gazetteer, row.city, { country: table.code });
    if (found.kind !== 'found') throw new Error(`${row.city} (${table.code}): ${found.kind}`);
    const slug = slugOf(row.name);
    const { dLat, dLng } = offset(slug);
    const domain = `${slug}.example`;
    const story = {
      id: id++,
      uuid: uuidOf(slug),
      name: row.name,
      slug,
      full_slug: `dati/partner/${slug}`,
      is_startpage: false,
      parent_id: null,
      position: index,
      tag_list: [],
      created_at: STAMP,
      published_at: STAMP,
      first_published_at: STAMP,
      updated_at: STAMP,
      sort_by_date: null,
      translated_slugs: [],
      content: {
        component: 'partner',
        _uid: uuidOf(`${slug}/content`),
        name: row.name,
        kinds: PARTNER_KINDS.filter((kind) => role.kinds.includes(kind)),
        street: row.street,
        postcode: row.postcode,
        city: row.city,
        region: row.region ?? found.place.region,
        country: table.code,
        latitude: (found.place.lat + dLat).toFixed(6),
        longitude: (found.place.lng + dLng).toFixed(6),
        phone: `+${table.dial}${row.phone}`,
        email: `info@${domain}`,
        website: {
          fieldtype: 'multilink',
          linktype: 'url',
          url: `https://www.${domain}`,
          cached_url: `https://www.${domain}`,
          target: '_blank',
        },
        opening_hours: table.hours,
        languages: table.languages(row.city),
        families: role.families,
        authorised_repairer: role.repairer,
      },
    };
    const file = path.join(OUT, `${slug}.json`);
    // As `npm run format` writes it, so that regenerating leaves formatted files as they are.
    const options = { ...(await resolveConfig(file)), filepath: file };
    await writeFile(file, await format(JSON.stringify(story), options));
  }
}
console.log(`wrote ${id - FIRST_ID} partners to ${OUT}`);
