// Demo forum for a fresh site: car-culture topics in every category, replies between the demo
// members spread over the past two weeks (so relative times and Hot Forum Topics vary), and one
// long thread with more than a page of replies. The categories themselves come from a migration.

import { forumCategories, forumPosts, forumTopics } from "~/db/schema";
import { demoPeople } from "./seed-kit.server";
import type { SeedContext, SeedStep } from "./seed-types";

type Reply = [username: string, hoursAgo: number, text: string];

interface DemoTopic {
  category: string;
  author: string;
  title: string;
  body: string;
  hoursAgo: number;
  replies: Reply[];
}

const DAY = 24;

/** The long thread: a page and a bit of "what are you driving", one reply every few hours. */
const DAILY_DRIVER_REPLIES: [string, string][] = [
  [
    "maya_s2k",
    "FK8 Type R. The mod I'd undo: the straight-pipe resonator delete. Droning at 3k rpm on the freeway gets old fast.",
  ],
  [
    "diego_slammed",
    "The Mk4, obviously. I'd undo the cheap coilovers I ran before the air. Two years of kidney punches.",
  ],
  [
    "kenji_rb26",
    "Daily is a boring Tacoma so the GT-R stays nice. Would undo nothing, the Tacoma is perfect at being boring.",
  ],
  [
    "camber_admin",
    "WRX wagon. I'd undo the short shifter: notchy when cold and my passenger hates it.",
  ],
  ["sofia_e30", "Ha, Diego, same story with cheap coils on my old Golf. Never again."],
  ["maya_s2k", "Kenji, a truck daily is the most responsible thing I've read on here."],
  ["diego_slammed", "Wagon gang! Post a picture of the WRX in the build section."],
  ["kenji_rb26", "Responsible until I put 33s on it. Then the fuel economy cried."],
  [
    "sofia_e30",
    "Update: I just undid the lightweight flywheel on the 325i. Stop-and-go traffic is civilised again.",
  ],
  ["maya_s2k", "Lightweight flywheels on a daily are a trap. Fun for exactly one week."],
  [
    "camber_admin",
    "Reminder for newer members: the Tech & Tuning section has a few flywheel threads worth reading first.",
  ],
  [
    "diego_slammed",
    "Mod I would NOT undo: the heated seats I retrofitted. Best money I ever spent on the GTI.",
  ],
  ["kenji_rb26", "Heated seats retrofit on a Mk4? Pics or it didn't happen."],
  ["diego_slammed", "Going up in the build thread this weekend, wiring diagram included."],
  ["maya_s2k", "Honourable mention: a proper alignment. Not a mod, but it transformed the FK8."],
  [
    "sofia_e30",
    "Alignment is the most underrated mod there is. Especially on old cars with tired bushings.",
  ],
  ["camber_admin", "Pinning this in my head as the best thread of the month."],
  [
    "kenji_rb26",
    "Mod I'd undo on the GT-R: the loud blow-off valve. The neighbours have opinions.",
  ],
  ["diego_slammed", "Kenji, the neighbours deserve the full RB26 experience."],
  ["maya_s2k", "Recirculated BOV and nobody ever complains. Ask me how I know."],
  ["sofia_e30", "Daily E30 owners, how are you handling the summer heat? My A/C is a memory."],
  ["kenji_rb26", "Windows down and a wet towel, Sofia. The classic method."],
  [
    "diego_slammed",
    "Got my air management tidied up, so my 'mod I'd undo' is now 'nothing'. For this week.",
  ],
  [
    "maya_s2k",
    "Great thread. Adding to it: I'd undo the 'tasteful' window tint that turned out to be limo dark.",
  ],
];

function dailyDriverReplies(): Reply[] {
  // From 8 days ago to a few hours ago, eight hours apart.
  return DAILY_DRIVER_REPLIES.map(([user, text], index) => [user, 8 * DAY - index * 8 - 1, text]);
}

export const DEMO_TOPICS: DemoTopic[] = [
  {
    category: "General",
    author: "camber_admin",
    title: "Welcome to Camber Club — introduce yourself and your ride",
    body: "Welcome in! Tell us who you are, where you're based and what you drive (or what you're saving up for).\n\nA few house rules:\n- Be kind, we all started somewhere.\n- Photos of your car go in Build Showcases, discussions live here.\n- Events need admin approval before they show up, so give us a day.",
    hoursAgo: 13 * DAY + 4,
    replies: [
      [
        "maya_s2k",
        13 * DAY,
        "Maya from Portland. AP2 S2000 for the track, FK8 for everything else. Here mostly for alignment nerdery.",
      ],
      [
        "diego_slammed",
        12 * DAY + 20,
        "Diego, San Antonio. Bagged Mk4 GTI that I drive every single day. Ask me anything about air ride.",
      ],
      [
        "kenji_rb26",
        12 * DAY + 9,
        "Kenji, Seattle. R33 GT-R imported in 2019, forged RB26 in progress. I will talk turbos for hours.",
      ],
      [
        "sofia_e30",
        11 * DAY + 15,
        "Sofia from Denver. E30 325i track car and I run the monthly cars & coffee. Come say hi!",
      ],
    ],
  },
  {
    category: "General",
    author: "sofia_e30",
    title: "Post your daily driver — and the one mod you'd undo",
    body: "Let's hear it: what do you actually drive every day, and which mod would you take back if you could?\n\nMine is the E30 (yes, daily, yes, I'm fine). I'd undo the lightweight flywheel. Traffic is misery.",
    hoursAgo: 8 * DAY + 6,
    replies: dailyDriverReplies(),
  },
  {
    category: "Build Threads",
    author: "kenji_rb26",
    title: "R33 GT-R forged RB26 build log",
    body: "Starting the log for the bottom end. Plan:\n- Tomei 2.8 stroker kit\n- ARP head studs\n- N1 oil pump and a baffled sump\n\nGoal is a reliable 600whp on E85, not a dyno queen. Updates as parts arrive.",
    hoursAgo: 12 * DAY + 2,
    replies: [
      [
        "maya_s2k",
        11 * DAY + 22,
        "Following! What are you doing about the oil pump drive collar? That's the classic RB26 failure.",
      ],
      ["kenji_rb26", 11 * DAY + 20, "Maya, the N1 pump plus a billet collar. Not taking chances."],
      ["diego_slammed", 9 * DAY, "The machine shop photos are gorgeous. Who did the block work?"],
      [
        "kenji_rb26",
        6 * DAY + 3,
        "Block is back: bored 0.5 over, decked, and hot-tanked. Photos in my builds page soon.",
      ],
      [
        "sofia_e30",
        4 * DAY + 7,
        "That's a proper engine build. Are you breaking it in on the dyno or on the street?",
      ],
      [
        "kenji_rb26",
        1 * DAY + 5,
        "Dyno for the first 30 minutes, then gentle street miles. Cams degreed last night.",
      ],
    ],
  },
  {
    category: "Build Threads",
    author: "diego_slammed",
    title: "Mk4 GTI on air: wiring the management cleanly",
    body: "Redoing the trunk setup on the GTI. Single tank, 2 compressors, Air Lift 3P. The old wiring was a rat's nest, so this time everything gets labelled and looms.\n\nAny tips for routing the leader lines away from the exhaust?",
    hoursAgo: 6 * DAY + 10,
    replies: [
      [
        "kenji_rb26",
        6 * DAY + 2,
        "Heat sleeve at every point they pass within 6 inches of the exhaust. Cheap insurance.",
      ],
      ["maya_s2k", 5 * DAY + 18, "Label both ends of every line. Future you will be thankful."],
      ["sofia_e30", 3 * DAY + 1, "Saw it at the meet, it's so clean. The hardline bends are art."],
      [
        "diego_slammed",
        2 * DAY + 11,
        "Thanks all! Finished the trunk floor yesterday, posting photos tonight.",
      ],
    ],
  },
  {
    category: "Tech & Tuning",
    author: "maya_s2k",
    title: "KPro vs Hondata FlashPro for an AP2 — worth it without boost?",
    body: "N/A AP2 with intake, header and exhaust. Is a tune worth it, and which platform?\n\nI care more about the throttle mapping and the VTEC crossover than peak numbers.",
    hoursAgo: 3 * DAY + 9,
    replies: [
      [
        "kenji_rb26",
        3 * DAY + 4,
        "For N/A with bolt-ons, expect 8-12whp and a much nicer midrange. FlashPro is easier to live with.",
      ],
      [
        "sofia_e30",
        2 * DAY + 20,
        "Drive-by-wire throttle remap alone is worth it on the AP2. The stock map is lazy.",
      ],
      [
        "diego_slammed",
        2 * DAY + 2,
        "Make sure your tuner logs knock on the dyno. Cheap gas on track days bites.",
      ],
      [
        "maya_s2k",
        1 * DAY + 6,
        "Booked the dyno for next Friday with the FlashPro. I'll post before/after charts.",
      ],
      ["camber_admin", 20, "Please do! Before/after charts are exactly what this section needs."],
    ],
  },
  {
    category: "Tech & Tuning",
    author: "kenji_rb26",
    title: "E85 conversion checklist: what did I miss?",
    body: "Converting for E85 on the RB26:\n1. ID1050x injectors\n2. Walbro 450 pump and a new hanger\n3. Flex fuel sensor\n4. Ethanol-safe lines\n\nGood primer on the fuel itself: https://en.wikipedia.org/wiki/E85\n\nAnything else people forget?",
    hoursAgo: 5 * DAY + 4,
    replies: [
      [
        "maya_s2k",
        4 * DAY + 20,
        "Fuel pressure regulator rated for the flow. And check the filter more often the first months.",
      ],
      [
        "sofia_e30",
        4 * DAY + 2,
        "Cold starts! Make sure the tune has a proper cold-start enrichment for winter blends.",
      ],
      ["kenji_rb26", 3 * DAY + 12, "Good calls, both. Adding a Radium regulator to the list."],
    ],
  },
  {
    category: "Tech & Tuning",
    author: "sofia_e30",
    title: "M20 stroker: 2.7 crank with the 885 head, cam timing numbers?",
    body: "Putting together the classic 'eta stroker' with an 885 head and a 272 cam. What timing are people running? The stock marks get me close but not quite.",
    hoursAgo: 10 * DAY + 8,
    replies: [
      [
        "kenji_rb26",
        10 * DAY + 1,
        "Not an M20 guy, but degree it with a wheel. Every stroker I've seen needed a tweak.",
      ],
      [
        "maya_s2k",
        9 * DAY + 3,
        "Degree wheel, dial indicator and patience. Post the numbers when you find them!",
      ],
    ],
  },
  {
    category: "Wheels & Stance",
    author: "kenji_rb26",
    title: "Offset math: 18x10.5 +15 on an R34 without rolling the fenders?",
    body: "Running 18x10.5 +15 TE37 SLs with 275/35s. Rubs at full lock on the front. Roll, pull or spacers on the other corner? Curious what people with the same setup did.",
    hoursAgo: 8 * DAY + 1,
    replies: [
      ["diego_slammed", 7 * DAY + 18, "Roll first, it's reversible-ish. Pulling is a commitment."],
      [
        "maya_s2k",
        7 * DAY + 2,
        "Add a bit of negative camber up front and check the rub again before touching metal.",
      ],
      [
        "sofia_e30",
        5 * DAY + 5,
        "Steering stops are an option too, if you can live with a bigger turning circle.",
      ],
      ["kenji_rb26", 4 * DAY + 9, "Rolled and -2.5° front. No more rub. Thanks everyone!"],
    ],
  },
  {
    category: "Wheels & Stance",
    author: "diego_slammed",
    title: "Stretched tires — the honest pros and cons",
    body: "I run a stretch on the GTI and get asked about it at every meet. So let's have it out: is it just a look, or does it hurt safety?\n\nMy take after 3 years: fine on the street if you're sensible with pressures, not for track.",
    hoursAgo: 2 * DAY + 3,
    replies: [
      [
        "maya_s2k",
        2 * DAY,
        "Not for track, agreed. Sidewall flex and bead seat both matter at the limit.",
      ],
      ["kenji_rb26", 1 * DAY + 20, "Mild stretch is fine. The extreme ones scare me on potholes."],
      ["sofia_e30", 1 * DAY + 9, "The look is half the point. Just be honest that it's a look."],
      ["camber_admin", 1 * DAY + 2, "Good, civil discussion. Keep it this way folks."],
      [
        "diego_slammed",
        14,
        "Fair points all around. Running 5 psi more up front than I used to, and it's better.",
      ],
      [
        "maya_s2k",
        5,
        "Diego, post your pressures for the next person who asks. This thread will get linked a lot.",
      ],
    ],
  },
  {
    category: "Wheels & Stance",
    author: "maya_s2k",
    title: "Camber plates on a daily: how much is too much?",
    body: "Thinking of -2° front on the FK8 for fun in the canyons. Anyone daily something with that much negative camber? How were the tyres after a year?",
    hoursAgo: 11 * DAY + 5,
    replies: [
      ["diego_slammed", 11 * DAY, "I'm at -3° and... I buy a lot of tyres. -2° is totally fine."],
      [
        "sofia_e30",
        10 * DAY + 6,
        "Keep the toe at zero and -2° barely wears the inside edge. Toe is the tyre killer.",
      ],
    ],
  },
  {
    category: "Events & Meets",
    author: "sofia_e30",
    title: "Monthly Cars & Coffee — Denver, first Saturday",
    body: "Next cars & coffee is the first Saturday of the month, 8 to 11am, same lot as always. Everyone welcome, any car, any state of build.\n\nI'll post it in Events too once it's approved.",
    hoursAgo: 4 * DAY + 2,
    replies: [
      [
        "diego_slammed",
        3 * DAY + 20,
        "Driving up from San Antonio for this one. Long haul, worth it.",
      ],
      ["maya_s2k", 3 * DAY + 1, "Can't make it this month, save me a coffee."],
      ["kenji_rb26", 2 * DAY + 8, "Bringing the GT-R if the engine is back together in time."],
      ["camber_admin", 1 * DAY + 12, "Approved in Events. See you all there!"],
      ["sofia_e30", 9, "Diego, the front row spot is yours for making the drive."],
    ],
  },
  {
    category: "Events & Meets",
    author: "maya_s2k",
    title: "Laguna Seca HPDE in the spring — who's going?",
    body: "Looking to put together a group for the spring HPDE weekend at Laguna. Share a paddock spot and a canopy?",
    hoursAgo: 7 * DAY + 5,
    replies: [
      ["sofia_e30", 6 * DAY + 22, "In! The E30 needs a proper track weekend."],
      ["kenji_rb26", 6 * DAY + 1, "Maybe, depends on the engine break-in. Put me down as a maybe."],
      ["diego_slammed", 5 * DAY + 9, "I'll come spectate and bring the grill."],
    ],
  },
  {
    category: "Marketplace Talk",
    author: "diego_slammed",
    title: "Sanity check: fair price for a set of BBS RS 17x9?",
    body: "Found a set of BBS RS, 17x9 ET 20, refurbished lips, original centre caps. Seller wants $2,400. Fair, or am I getting fleeced?",
    hoursAgo: 1 * DAY + 3,
    replies: [
      [
        "sofia_e30",
        1 * DAY,
        "Depends on whether the barrels are original and straight. Ask for photos of the inner barrels.",
      ],
      [
        "kenji_rb26",
        16,
        "That's about market if they're genuine. Check the stamps on the centres.",
      ],
      [
        "maya_s2k",
        3,
        "Ask for a spin on a balancer. Bent lips are expensive to fix on split wheels.",
      ],
    ],
  },
  {
    category: "Marketplace Talk",
    author: "kenji_rb26",
    title: "Tips for importing a JDM car under the 25-year rule",
    body: "Did my R33 in 2019. Happy to answer questions. Short version: use a registered importer, budget for surprises at the port, and get the export certificate translated properly.",
    hoursAgo: 13 * DAY + 1,
    replies: [
      ["maya_s2k", 12 * DAY + 14, "How long did the whole thing take, door to door?"],
      ["kenji_rb26", 12 * DAY + 10, "About four months from auction win to my driveway."],
      [
        "diego_slammed",
        10 * DAY + 2,
        "Saving this for when I finally pull the trigger on a Chaser.",
      ],
    ],
  },
  {
    category: "Off Topic",
    author: "camber_admin",
    title: "Best car movies and docs for a rainy weekend",
    body: "It's pouring here. What's on your list? Documentaries, films, YouTube series, all welcome.",
    hoursAgo: 6 * DAY + 1,
    replies: [
      ["maya_s2k", 5 * DAY + 20, "Senna. Every time."],
      [
        "kenji_rb26",
        5 * DAY + 6,
        "Initial D for the nostalgia, Best Motoring VHS rips for the real thing.",
      ],
      ["sofia_e30", 4 * DAY + 12, "Le Mans '66 and then argue about it with friends."],
      [
        "diego_slammed",
        2 * DAY + 16,
        "Any old Hot Version episode. Tsuchiya drifting a van is peak cinema.",
      ],
    ],
  },
  {
    category: "Off Topic",
    author: "diego_slammed",
    title: "Garage playlist: what's on while you wrench?",
    body: "Mine is 90s hip hop and the occasional Eurobeat when a bolt finally breaks loose. You?",
    hoursAgo: 13 * DAY + 12,
    replies: [
      ["sofia_e30", 13 * DAY + 2, "Podcasts about cars, while working on cars. No regrets."],
      ["kenji_rb26", 12 * DAY + 6, "Eurobeat, obviously. Deja vu on repeat."],
    ],
  },
];

const HOUR_MS = 60 * 60 * 1000;

async function run({ tx, people, now }: SeedContext) {
  const { idOf } = demoPeople(people);
  const at = (hoursAgo: number) => new Date(now.getTime() - hoursAgo * HOUR_MS);

  const categories = await tx
    .select({ id: forumCategories.id, name: forumCategories.name })
    .from(forumCategories);
  const categoryIds = new Map(categories.map((c) => [c.name.toLowerCase(), c.id]));

  for (const topic of DEMO_TOPICS) {
    const categoryId = categoryIds.get(topic.category.toLowerCase());
    if (!categoryId) throw new Error(`No forum category "${topic.category}"`);
    const createdAt = at(topic.hoursAgo);
    const lastActivity = topic.replies.reduce(
      (latest, [, hoursAgo]) => Math.min(latest, hoursAgo),
      topic.hoursAgo,
    );
    const [created] = await tx
      .insert(forumTopics)
      .values({
        title: topic.title,
        categoryId,
        createdBy: idOf(topic.author),
        createdAt,
        updatedAt: at(lastActivity),
      })
      .returning({ id: forumTopics.id });
    await tx.insert(forumPosts).values([
      {
        topicId: created.id,
        content: topic.body,
        createdBy: idOf(topic.author),
        isOpening: true,
        createdAt,
        updatedAt: createdAt,
      },
      ...topic.replies.map(([username, hoursAgo, text]) => ({
        topicId: created.id,
        content: text,
        createdBy: idOf(username),
        createdAt: at(hoursAgo),
        updatedAt: at(hoursAgo),
      })),
    ]);
  }
}

export const demoForumsStep: SeedStep = { name: "forums", run };
