/** Spec section 3: the 11 boat types, spelled exactly as the API and the filters use them. */
export const BOAT_TYPES = [
  'Catamaran', 'Gulet', 'Houseboat', 'Jet Ski', 'Motorboat', 'Motor Yacht', 'RIB', 'Sailboat', 'Sail Yacht',
  'Without license', 'Yacht',
] as const;
export type BoatType = (typeof BOAT_TYPES)[number];

/** Spec section 3: sail group (sailboat, catamaran, gulet, sail yacht); every other type is motor. */
export const SAIL_TYPES: readonly BoatType[] = ['Sailboat', 'Catamaran', 'Gulet', 'Sail Yacht'];
export const isSailType = (type: string): boolean => (SAIL_TYPES as readonly string[]).includes(type);

type Range = readonly [number, number];

/** A real builder and model with the figures a listing of it would have. */
export interface BoatModel {
  readonly type: BoatType;
  readonly builder: string;
  readonly model: string;
  readonly lengthM: number;
  readonly cabins: Range;
  readonly berths: Range;
  readonly capacity: Range;
  /** Total horsepower. */
  readonly enginePower: Range;
  /** EUR per day in high season. */
  readonly pricePerDay: Range;
  /** First build year of the model. */
  readonly since: number;
}

const m = (
  type: BoatType, builder: string, model: string, lengthM: number, cabins: Range, berths: Range,
  capacity: Range, enginePower: Range, pricePerDay: Range, since: number,
): BoatModel => ({ type, builder, model, lengthM, cabins, berths, capacity, enginePower, pricePerDay, since });

export const BOAT_MODELS: readonly BoatModel[] = [
  // Sailboats
  m('Sailboat', 'Beneteau', 'Oceanis 46.1', 14.6, [3, 4], [8, 10], [10, 12], [57, 80], [380, 650], 2018),
  m('Sailboat', 'Beneteau', 'Oceanis 38.1', 11.5, [2, 3], [6, 8], [8, 10], [30, 40], [220, 380], 2016),
  m('Sailboat', 'Beneteau', 'First 24', 7.4, [1, 1], [2, 4], [4, 6], [6, 10], [110, 190], 2018),
  m('Sailboat', 'Jeanneau', 'Sun Odyssey 440', 13.4, [3, 4], [8, 10], [10, 10], [57, 57], [330, 560], 2018),
  m('Sailboat', 'Jeanneau', 'Sun Odyssey 349', 10.3, [2, 3], [6, 8], [8, 8], [21, 29], [180, 320], 2013),
  m('Sailboat', 'Jeanneau', 'Sun Odyssey 410', 12.4, [2, 3], [6, 8], [8, 10], [40, 45], [260, 450], 2019),
  m('Sailboat', 'Bavaria', 'Cruiser 46', 14.3, [4, 4], [8, 10], [10, 10], [55, 55], [300, 520], 2014),
  m('Sailboat', 'Bavaria', 'Cruiser 37', 11.3, [3, 3], [6, 8], [8, 8], [30, 30], [190, 330], 2014),
  m('Sailboat', 'Bavaria', 'C42', 12.4, [3, 3], [6, 8], [8, 10], [50, 50], [260, 450], 2020),
  m('Sailboat', 'Dufour', '412 Grand Large', 12.4, [3, 4], [6, 10], [8, 10], [40, 40], [240, 420], 2014),
  m('Sailboat', 'Hanse', '458', 14.0, [3, 4], [6, 10], [10, 10], [55, 80], [350, 600], 2017),
  m('Sailboat', 'Elan', 'Impression 45.1', 13.8, [4, 4], [8, 10], [10, 10], [55, 75], [300, 520], 2017),
  m('Sailboat', 'Dehler', '38', 11.3, [2, 3], [4, 6], [6, 8], [30, 30], [220, 380], 2013),
  m('Sailboat', 'Hallberg-Rassy', '340', 10.4, [2, 2], [4, 6], [6, 6], [29, 40], [220, 360], 2005),
  m('Sailboat', 'Catalina', '22', 6.7, [1, 1], [2, 4], [4, 5], [5, 6], [90, 160], 1995),
  m('Sailboat', 'Beneteau', 'Oceanis 31', 9.5, [2, 2], [4, 6], [6, 6], [21, 21], [150, 260], 2008),
  // Catamarans
  m('Catamaran', 'Lagoon', '42', 12.8, [3, 4], [8, 12], [10, 12], [114, 120], [550, 1100], 2016),
  m('Catamaran', 'Lagoon', '40', 11.7, [3, 4], [8, 10], [10, 10], [90, 114], [480, 950], 2018),
  m('Catamaran', 'Lagoon', '46', 13.9, [4, 6], [10, 12], [12, 12], [114, 160], [700, 1400], 2019),
  m('Catamaran', 'Fountaine Pajot', 'Lucia 40', 11.7, [3, 4], [8, 10], [10, 10], [60, 90], [480, 950], 2015),
  m('Catamaran', 'Fountaine Pajot', 'Astrea 42', 12.6, [3, 4], [8, 10], [10, 12], [90, 120], [560, 1100], 2019),
  m('Catamaran', 'Nautitech', '46 Open', 13.9, [4, 4], [8, 10], [10, 12], [90, 114], [600, 1200], 2016),
  m('Catamaran', 'Bali', '4.1', 12.1, [4, 4], [8, 10], [10, 10], [80, 90], [520, 1000], 2017),
  m('Catamaran', 'Leopard', '45', 13.7, [4, 5], [10, 12], [12, 12], [90, 114], [620, 1250], 2019),
  m('Catamaran', 'Excess', '12', 11.8, [3, 4], [8, 10], [10, 10], [60, 90], [550, 1050], 2019),
  // Gulets
  m('Gulet', 'Aegean Yacht', 'Gulet 24', 24.0, [5, 6], [10, 12], [12, 12], [350, 450], [1800, 3500], 1998),
  m('Gulet', 'Bodrum Shipyard', 'Traditional Gulet 28', 28.0, [6, 8], [12, 16], [12, 12], [400, 600], [2500, 5000], 1995),
  m('Gulet', 'Aegean Yacht', 'Gulet 19', 19.0, [4, 5], [8, 10], [10, 12], [220, 300], [1200, 2400], 2002),
  // Houseboats
  m('Houseboat', 'Le Boat', 'Horizon 4', 15.0, [4, 4], [8, 10], [10, 10], [75, 110], [350, 650], 2016),
  m('Houseboat', 'Le Boat', 'Horizon 2', 12.3, [2, 2], [4, 6], [6, 6], [55, 75], [250, 450], 2016),
  m('Houseboat', 'Linssen', 'Grand Sturdy 35.0', 10.7, [2, 2], [4, 6], [6, 6], [75, 110], [260, 480], 2012),
  m('Houseboat', 'Locaboat', 'Pénichette 1107', 11.1, [2, 3], [4, 6], [6, 6], [35, 50], [180, 360], 1996),
  m('Houseboat', 'Nicols', 'Confort 1100', 11.0, [2, 3], [4, 7], [7, 7], [30, 50], [190, 380], 2005),
  // Jet skis
  m('Jet Ski', 'Sea-Doo', 'GTI 130', 3.4, [0, 0], [0, 0], [2, 3], [130, 130], [150, 250], 2012),
  m('Jet Ski', 'Sea-Doo', 'RXP-X 300', 3.3, [0, 0], [0, 0], [2, 2], [300, 300], [220, 350], 2016),
  m('Jet Ski', 'Yamaha', 'VX Cruiser', 3.4, [0, 0], [0, 0], [3, 3], [180, 180], [160, 270], 2015),
  m('Jet Ski', 'Kawasaki', 'Ultra 310LX', 3.6, [0, 0], [0, 0], [3, 3], [310, 310], [230, 360], 2014),
  m('Jet Ski', 'Yamaha', 'FX Cruiser SVHO', 3.6, [0, 0], [0, 0], [3, 3], [250, 250], [200, 320], 2014),
  // Motorboats
  m('Motorboat', 'Jeanneau', 'Cap Camarat 7.5 WA', 7.4, [1, 1], [2, 2], [8, 8], [200, 300], [300, 520], 2012),
  m('Motorboat', 'Jeanneau', 'Cap Camarat 6.5 CC', 6.3, [0, 0], [0, 0], [7, 7], [150, 175], [220, 380], 2014),
  m('Motorboat', 'Quicksilver', 'Activ 605 Open', 6.0, [0, 0], [0, 0], [7, 7], [115, 150], [180, 320], 2013),
  m('Motorboat', 'Beneteau', 'Flyer 8 Spacedeck', 7.9, [1, 1], [2, 2], [10, 10], [300, 400], [380, 650], 2017),
  m('Motorboat', 'Beneteau', 'Antares 7', 7.3, [1, 1], [2, 3], [8, 8], [150, 200], [280, 480], 2018),
  m('Motorboat', 'Sessa', 'Key Largo 27', 8.5, [1, 1], [2, 2], [10, 10], [400, 600], [500, 850], 2015),
  m('Motorboat', 'Pacific Craft', '670 Open', 6.7, [0, 0], [0, 0], [8, 8], [150, 200], [230, 400], 2014),
  m('Motorboat', 'Ranieri', 'Next 220 SH', 6.7, [0, 1], [0, 2], [8, 8], [150, 225], [240, 420], 2016),
  m('Motorboat', 'Saver', '650 Cabin', 6.5, [1, 1], [2, 2], [7, 7], [115, 175], [220, 380], 2012),
  m('Motorboat', 'Parker', '660 Weekend', 6.6, [1, 1], [2, 2], [8, 8], [150, 200], [220, 380], 2010),
  m('Motorboat', 'Bayliner', 'VR5', 5.9, [0, 0], [0, 0], [8, 8], [115, 150], [180, 300], 2016),
  m('Motorboat', 'Boston Whaler', '230 Outrage', 7.0, [0, 0], [0, 0], [10, 10], [250, 300], [350, 600], 2010),
  m('Motorboat', 'Quicksilver', 'Activ 805 Cruiser', 8.0, [1, 2], [2, 4], [9, 9], [250, 350], [380, 620], 2018),
  // Motor yachts
  m('Motor Yacht', 'Princess', 'V58', 18.1, [3, 3], [6, 7], [12, 12], [1600, 2000], [3500, 6000], 2009),
  m('Motor Yacht', 'Azimut', '55 Fly', 17.2, [3, 3], [6, 8], [12, 12], [1400, 1600], [3000, 5200], 2010),
  m('Motor Yacht', 'Sunseeker', 'Manhattan 52', 16.2, [3, 3], [6, 6], [12, 12], [1400, 1600], [2800, 4800], 2013),
  m('Motor Yacht', 'Fairline', 'Squadron 50', 15.7, [3, 3], [6, 6], [12, 12], [1200, 1400], [2400, 4200], 2015),
  m('Motor Yacht', 'Prestige', '520', 15.8, [3, 3], [6, 6], [12, 12], [870, 1000], [2200, 3800], 2016),
  m('Motor Yacht', 'Absolute', '47 Fly', 14.8, [3, 3], [6, 6], [12, 12], [870, 870], [1800, 3200], 2016),
  m('Motor Yacht', 'Galeon', '460 Fly', 14.3, [3, 3], [6, 6], [12, 12], [750, 870], [1600, 2900], 2017),
  m('Motor Yacht', 'Sealine', 'C330', 10.7, [2, 2], [4, 4], [10, 10], [300, 440], [700, 1300], 2016),
  m('Motor Yacht', 'Beneteau', 'Swift Trawler 35', 11.0, [2, 2], [4, 6], [10, 10], [300, 425], [650, 1200], 2015),
  m('Motor Yacht', 'Jeanneau', 'NC 37', 11.3, [2, 2], [4, 6], [10, 10], [370, 600], [750, 1400], 2018),
  // RIBs
  m('RIB', 'Zodiac', 'Medline 5.8', 5.8, [0, 0], [0, 0], [10, 10], [115, 150], [200, 340], 2010),
  m('RIB', 'Zodiac', 'Medline 7.5', 7.5, [0, 1], [0, 2], [14, 14], [250, 300], [350, 600], 2012),
  m('RIB', 'Capelli', 'Tempest 700', 7.0, [0, 0], [0, 0], [14, 14], [200, 250], [320, 550], 2012),
  m('RIB', 'Joker Boat', 'Clubman 22', 6.5, [0, 0], [0, 0], [12, 12], [150, 200], [260, 450], 2011),
  m('RIB', 'Brig', 'Eagle 6.7', 6.7, [0, 0], [0, 0], [12, 12], [150, 225], [250, 450], 2015),
  m('RIB', 'Williams', 'Sportjet 435', 4.4, [0, 0], [0, 0], [5, 5], [100, 100], [150, 260], 2014),
  m('RIB', 'Lomac', '600 IN', 6.0, [0, 0], [0, 0], [10, 10], [115, 150], [220, 380], 2013),
  // Sail yachts
  m('Sail Yacht', 'Nautor Swan', '65', 20.0, [3, 4], [8, 10], [10, 12], [180, 230], [2500, 4500], 2019),
  m('Sail Yacht', 'Oyster', '625', 19.4, [3, 4], [6, 10], [10, 12], [150, 200], [2200, 4200], 2011),
  m('Sail Yacht', 'Hanse', '588', 17.4, [4, 5], [8, 10], [12, 12], [110, 150], [1200, 2400], 2015),
  m('Sail Yacht', 'Beneteau', 'Oceanis Yacht 62', 19.0, [3, 4], [8, 10], [12, 12], [150, 180], [1800, 3400], 2017),
  m('Sail Yacht', 'Grand Soleil', '58', 17.9, [3, 4], [8, 10], [12, 12], [110, 150], [1500, 3000], 2012),
  // Licence-free boats (small outboard, 6 hp in France, up to 15 hp in Spain)
  m('Without license', 'Rigiflex', 'Cap 370', 3.7, [0, 0], [0, 0], [4, 4], [5, 6], [70, 120], 2005),
  m('Without license', 'Marinello', 'Eden 16', 4.8, [0, 0], [0, 0], [5, 5], [6, 15], [90, 160], 2012),
  m('Without license', 'Terhi', '450 C', 4.5, [0, 0], [0, 0], [5, 5], [6, 15], [80, 140], 2008),
  m('Without license', 'Quicksilver', '410 Fish', 4.1, [0, 0], [0, 0], [4, 4], [6, 15], [75, 130], 2013),
  m('Without license', 'Tarquin', 'Trident 450', 4.5, [0, 0], [0, 0], [5, 5], [6, 15], [85, 150], 2010),
  // Yachts (listed without motor or sail precision)
  m('Yacht', 'Ferretti', '550', 16.8, [3, 3], [6, 7], [12, 12], [1400, 1600], [3000, 5200], 2015),
  m('Yacht', 'Riva', '56 Rivale', 17.3, [3, 3], [6, 6], [12, 12], [1800, 2000], [4500, 7500], 2017),
  m('Yacht', 'Sanlorenzo', 'SL78', 24.0, [4, 4], [8, 9], [12, 12], [3800, 4200], [8000, 14000], 2014),
  m('Yacht', 'Pershing', '5X', 16.7, [2, 2], [4, 5], [12, 12], [1800, 2200], [5000, 8500], 2017),
];
