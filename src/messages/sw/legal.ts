/*
 * Kiswahili (sw), awaiting-native-review: these texts await a native Kiswahili speaker's review (issue #18).
 * Maandishi haya yanasubiri kukaguliwa na mzungumzaji asilia wa Kiswahili.
 * Legal texts: have the Kiswahili also checked by someone who knows Kenyan legal Kiswahili before publishing.
 */
import type { CrisisLine } from '../../../schemas';
import type { LegalContext, LegalDocument, legalMessages as English } from '../en/legal';

export type { LegalContext, LegalDocument, LegalSection } from '../en/legal';

/**
 * Kiswahili texts of the privacy policy and the terms and conditions (the English in en/legal.ts is the source:
 * Kenya's Data Protection Act, 2019). Only the two legal pages import this file. Provider details come in as
 * parameters; the crisis lines should come in with their Kiswahili names and hours (the catalogue's Kiswahili
 * overlay, fixtures/catalogue/sw/), their numbers never change. Names of Acts keep their official English title
 * in brackets, because the English title is the one that is legally binding.
 */

const odpc = 'Ofisi ya Kamishna wa Ulinzi wa Data (ODPC), www.odpc.go.ke';

/** 'a', 'a au b', 'a, b au c', through Intl. */
const orList = new Intl.ListFormat('sw', { style: 'long', type: 'disjunction' });

/**
 * Where to call when someone is in danger: the emergency numbers first, then the counselling lines with their
 * hours. Lines are grouped by `kind`, never by their names' wording.
 */
function crisisSentence(lines: readonly CrisisLine[]): string {
  const isEmergency = (line: CrisisLine) => line.kind === 'emergency';
  const emergency = lines.filter(isEmergency).map((line) => line.number);
  const counselling = lines
    .filter((line) => !isEmergency(line))
    .map((line) => `${line.name} kupitia ${line.number} (${line.hours.toLocaleLowerCase('sw')})`);
  const ways = [
    emergency.length > 0 ? `piga simu ${orList.format(emergency)}` : '',
    counselling.length > 0 ? `piga simu kwa ${orList.format(counselling)}` : '',
  ]
    .filter((way) => way !== '')
    .join(', au ');
  return `Ikiwa hujisikii salama au mtu yuko hatarini, usisubiri matokeo: ${ways}.`;
}

function privacyPolicy({ provider, website, email, crisisLines }: LegalContext): LegalDocument {
  return {
    title: 'Sera ya Faragha',
    lastUpdated: 'Ilisasishwa mwisho: Septemba 2024',
    intro: [
      `${provider} ("sisi") inaendesha tovuti hii ya uchunguzi wa afya. Sera hii inaeleza data binafsi tunazokusanya unapoitumia, sababu zake, tunazishiriki na nani, tunazihifadhi kwa muda gani na haki ulizo nazo. Tunachakata data binafsi kwa mujibu wa Sheria ya Ulinzi wa Data ya mwaka 2019 ya Kenya (Data Protection Act, 2019) na Kanuni za Ulinzi wa Data (Jumla) za mwaka 2021 (Data Protection (General) Regulations, 2021).`,
      'Taarifa kuhusu afya yako ni data binafsi nyeti chini ya Sheria hiyo. Tunazishughulikia kwa uangalifu wa ziada: tunakusanya tu kile ambacho uchunguzi unahitaji, hatuziuzi, na hatuzitumii kwa matangazo ya biashara.',
    ],
    sections: [
      {
        heading: 'Maana ya maneno',
        list: [
          '"Data binafsi" ni taarifa yoyote inayokutambulisha au inayoweza kukutambulisha.',
          '"Data binafsi nyeti" zinajumuisha hali yako ya afya, data za vinasaba, jinsia, taarifa za familia na data nyingine zinazotajwa na Sheria. Data za afya ni data kuhusu afya yako ya mwili au ya akili, ya zamani, ya sasa au ya baadaye, ikiwa ni pamoja na unachotueleza katika kipimo cha uchunguzi.',
          '"Uchakataji" ni jambo lolote linalofanywa kwa data binafsi: kuzikusanya, kuzirekodi, kuzihifadhi, kuzitumia, kuzishiriki au kuzifuta.',
          `"Mdhibiti wa data" ni ${provider}: sisi ndio tunaoamua kwa nini na jinsi data zako binafsi zinavyochakatwa. "Mchakataji wa data" ni kampuni inayochakata data kwa niaba yetu, kwa maelekezo yetu.`,
          '"Mhusika wa data" ni wewe, mtu ambaye data zinamhusu.',
          '"Kipimo cha uchunguzi" ni dodoso lililo kwenye tovuti hii linalotoa matokeo ya kukupa taarifa. Si utambuzi wa ugonjwa.',
        ],
      },
      {
        heading: 'Aina za data tunazokusanya',
        paragraphs: [
          'Unaweza kufanya kila kipimo cha uchunguzi bila kufungua akaunti na bila kutueleza jina lako. Kulingana na unachochagua kufanya, tunaweza kuchakata:',
        ],
        list: [
          'Majibu ya uchunguzi: machaguo unayochagua na namba au maneno unayoandika katika kipimo. Baadhi ya maswali yanauliza kuhusu hisia zako, tabia zako, vipimo vya mwili wako, umri, jinsia, historia yako ya matibabu au historia ya magonjwa katika familia yako. Majibu yako yanatumwa kwa seva yetu ili tu kukokotoa matokeo yako, na hayahifadhiwi pamoja na jina lako wala namna ya kuwasiliana nawe.',
          'Taarifa za mawasiliano unazotupa unapotumia fomu ya mawasiliano, unapoweka miadi au unapoongea nasi: anwani yako ya barua pepe, jina la kwanza na la mwisho na namba ya simu, na, ukiamua kuzitoa, jinsia yako, umri na nchi.',
          'Historia ya matibabu unayoamua kuwaeleza wataalamu wetu wa afya unapoweka miadi ya mashauriano: historia yako ya matibabu na historia ya magonjwa katika familia yako.',
          'Ujumbe kwa Msaidizi wa AI: maneno unayomwandikia, yanayotumwa kwa seva yetu pamoja na mazungumzo yaliyotangulia ili tu kupendekeza vipimo vya uchunguzi na huduma. Seva yetu haiyahifadhi na haiyaandiki kwenye kumbukumbu zake za kiufundi (logs). Tafadhali usiandike jina lako, namba ya simu au taarifa nyingine zinazokutambulisha.',
          'Data za matumizi: anwani ya IP ya kifaa chako, aina na toleo la kivinjari chako, kurasa unazotembelea na saa na tarehe ya ziara yako. Seva zetu na kampuni inayohifadhi tovuti yetu (hosting) huyarekodi haya katika kumbukumbu za kiufundi ili tovuti iendelee kufanya kazi na kuwa salama.',
          `Vipimo vya utendaji: ikiwa ${provider} itaviwasha, kasi ya kurasa kupakia na kujibu kwenye kifaa chako, vikitumwa bila vidakuzi (cookies) na bila majibu yako.`,
        ],
      },
      {
        heading: 'Vidakuzi (cookies) na hifadhi kwenye kifaa chako',
        paragraphs: [
          'Tovuti hii haitumii vidakuzi vya matangazo wala vya kufuatilia. Unapofanya kipimo, kivinjari chako huhifadhi majibu yako, na kisha matokeo yako, katika hifadhi yake ya kipindi (session storage) ili usiyapoteze ukipakia ukurasa upya au ukibonyeza Rudi; hifadhi ya kipindi hufutwa unapofunga kichupo, na unaweza kuifuta wakati wowote katika mipangilio ya kivinjari chako.',
          'Mazungumzo yako na Msaidizi wa AI huhifadhiwa katika hifadhi hiyo hiyo ya kipindi, ili bado yawepo unapohamia ukurasa mwingine, na hufutwa kwa njia ile ile unapofunga kichupo.',
          'Kalenda ya kuweka miadi na WhatsApp zinaendeshwa na kampuni nyingine. Zinapakia tu unapozichagua, na zinaweza kuweka vidakuzi vyao wenyewe kwa mujibu wa sera zao za faragha.',
        ],
      },
      {
        heading: 'Jinsi tunavyotumia data zako',
        list: [
          'Kukokotoa na kukuonyesha matokeo yako ya uchunguzi, na kupendekeza hatua zinazofuata.',
          'Kujibu ujumbe wako, kupanga mashauriano uliyoweka miadi na kukupa huduma ya afya unayoiomba.',
          'Kuweka tovuti salama, kurekebisha hitilafu na kuelewa, kwa jumla, kurasa zipi zinatumika.',
          'Kutimiza wajibu wetu wa kisheria, kwa mfano kuhifadhi kumbukumbu za afya kwa muda unaotakiwa na sheria za Kenya.',
        ],
        after: [
          'Tunachakata data za afya tu kwa idhini yako ya wazi, unayoitoa kwa kuanza kipimo au kwa kuweka miadi ya mashauriano, au pale ambapo Sheria inaruhusu vinginevyo; na zinachakatwa tu na wataalamu wa afya wanaofungwa na wajibu wa usiri, au chini ya dhamana yao. Unaweza kuondoa idhini yako wakati wowote; hili haliathiri uchakataji uliofanyika kabla.',
          'Hatufanyi maamuzi kukuhusu yenye athari za kisheria, au athari nyingine kubwa kama hizo, kwa kutegemea uchakataji wa kiotomatiki pekee. Matokeo ya uchunguzi ni taarifa kwako, ya kujadili na mtaalamu wa afya.',
        ],
      },
      {
        heading: 'Tunaposhiriki data zako na wengine',
        paragraphs: ['Hatuuzi wala hatukodishi data zako binafsi. Tunazishiriki tu:'],
        list: [
          'Na madaktari na waratibu wa huduma katika mtandao wetu wanaozihitaji ili kukupa huduma uliyoiomba.',
          'Na wachakataji wa data wanaohifadhi tovuti yetu, wanaotuma ujumbe au wanaoendesha kalenda yetu ya miadi, chini ya mikataba ya maandishi inayowataka kuzilinda na kuzitumia tu kwa maelekezo yetu.',
          'Na WhatsApp au kampuni ya kalenda ya miadi, unapochagua kuwasiliana nasi kupitia kwao.',
          `Na kampuni ya nje inayotoa modeli ya AI, ikiwa ${provider} imeuweka Msaidizi wa AI kuitumia: unachomwandikia msaidizi, pamoja na mazungumzo yaliyotangulia, hupelekwa kwake ili tu kuchagua vipimo na huduma za kupendekeza. Haipokei jina, taarifa za mawasiliano wala majibu ya uchunguzi, na ni mmoja wa wachakataji wetu wa data, inayofungwa na mikataba ile ile.`,
          'Na mamlaka pale sheria inapotaka hivyo, au ili kulinda maisha ya mtu katika dharura.',
        ],
        after: [
          'Baadhi ya wachakataji wetu wanaweza kuhifadhi data nje ya Kenya. Tunahamisha data binafsi nje ya nchi tu kukiwa na kinga zinazofaa kama Sheria inavyotaka, na data binafsi nyeti tu kwa idhini yako.',
        ],
      },
      {
        heading: 'Muda tunaohifadhi data zako',
        list: [
          'Majibu ya uchunguzi: hayahifadhiwi baada ya matokeo yako kukokotolewa na kurudishwa kwa kivinjari chako.',
          'Ujumbe kwa Msaidizi wa AI: hauhifadhiwi kwenye seva yetu baada ya jibu kutumwa; nakala iliyo kwenye kivinjari chako hufutwa unapofunga kichupo.',
          'Taarifa za mawasiliano na za miadi: kwa muda wote tunaowasiliana nawe au tunaokuhudumia, kisha kwa muda unaotakiwa na sheria za Kenya kwa kumbukumbu za afya na za fedha.',
          'Kumbukumbu za kiufundi: kwa muda mfupi, usiozidi siku 90, isipokuwa zikihitajika kuchunguza tukio la usalama.',
        ],
        after: [
          'Data zisipohitajika tena tunazifuta, au tunaziondolea utambulisho ili zisiweze tena kukutambulisha.',
        ],
      },
      {
        heading: 'Jinsi tunavyolinda data zako',
        paragraphs: [
          'Data husafiri kupitia miunganisho iliyosimbwa kwa njia fiche. Ni watu wanaozihitaji kwa kazi yao tu, na wanaofungwa na wajibu wa usiri, wanaoweza kufikia data binafsi. Uvujaji wa data ukiweka data zako katika hatari halisi, tutamjulisha Kamishna wa Data ndani ya saa 72 tangu tulipougundua, na tutakujulisha wewe haraka iwezekanavyo.',
        ],
      },
      {
        heading: 'Haki zako',
        paragraphs: ['Kwa mujibu wa Sheria ya Ulinzi wa Data ya mwaka 2019 una haki ya:'],
        list: [
          'kujulishwa jinsi data zako binafsi zinavyotumika;',
          'kupata data binafsi tulizo nazo kukuhusu;',
          'kupinga uchakataji wa data zako binafsi, wote au sehemu yake;',
          'kurekebishiwa data za uongo au zinazopotosha, na kufutiwa data ambazo hatuna tena sababu halali ya kuzihifadhi;',
          'kupokea data zako katika muundo uliopangwa, unaotumika kwa kawaida na unaosomeka na kompyuta, na kuzihamishia kwa mdhibiti mwingine;',
          'kuondoa idhini yako wakati wowote.',
        ],
        after: [
          `Ili kutumia haki yoyote kati ya hizi, tuandikie kwa ${email}. Tutakujibu ndani ya muda uliowekwa na sheria. Usiporidhika na jibu letu, unaweza kuwasilisha malalamiko kwa ${odpc}.`,
        ],
      },
      {
        heading: 'Watoto',
        paragraphs: [
          'Tovuti hii ni ya watu wazima wenye umri wa miaka 18 na zaidi. Mtu aliye chini ya miaka 18 anapaswa kuitumia tu pamoja na mzazi au mlezi, anayetoa idhini kwa niaba yake. Ukiamini kwamba mtoto ametupa data binafsi bila idhini hiyo, wasiliana nasi nasi tutazifuta.',
        ],
      },
      {
        heading: 'Mabadiliko ya sera hii',
        paragraphs: [
          'Tunaweza kusasisha sera hii huduma zetu au sheria zinapobadilika. Tarehe iliyo juu inaonyesha toleo la karibuni zaidi; mabadiliko muhimu yatatangazwa kwenye tovuti hii.',
        ],
      },
      {
        heading: 'Wasiliana nasi',
        paragraphs: [`${provider}, ${website}. Barua pepe: ${email}. ${crisisSentence(crisisLines)}`],
      },
    ],
  };
}

function termsAndConditions({ provider, website, email, crisisLines }: LegalContext): LegalDocument {
  return {
    title: 'Vigezo na Masharti',
    intro: [
      `Masharti haya yanaongoza matumizi yako ya tovuti ya uchunguzi wa afya inayoendeshwa na ${provider} ("sisi"). Kwa kutumia tovuti, unayakubali. Usipoyakubali, tafadhali usitumie tovuti.`,
    ],
    sections: [
      {
        heading: 'Matumizi ya tovuti',
        paragraphs: [
          'Tovuti inatoa madodoso ya kujichunguza afya bila malipo, taarifa kuhusu afya na njia za kuwasiliana nasi au kuweka miadi ya mashauriano. Unaweza kuitumia kwa madhumuni yako mwenyewe, binafsi na yasiyo ya kibiashara.',
        ],
      },
      {
        heading: 'Kikomo cha umri',
        paragraphs: [
          'Ili kutumia tovuti, lazima uwe umefikia umri wa utu uzima nchini Kenya, yaani miaka 18. Mtoto (mtu aliye chini ya miaka 18) anaweza kuitumia tu kwa ruhusa na chini ya usimamizi wa mzazi au mlezi halali, anayekubali masharti haya kwa niaba ya mtoto na anayewajibika kwa matumizi yake.',
        ],
      },
      {
        heading: 'Angalizo la kitabibu',
        paragraphs: [
          'Matokeo ya uchunguzi ni kwa ajili ya kukupa taarifa tu. Kipimo cha uchunguzi si utambuzi wa ugonjwa, na hakichukui nafasi ya uchunguzi, ushauri au matibabu kutoka kwa daktari au mtaalamu wa afya aliyehitimu. Daima peleka matokeo yako kwa daktari au mtaalamu wa afya kabla ya kufanya uamuzi kuhusu afya yako, na usipuuze wala kuchelewesha ushauri wa kitaalamu kwa sababu ya kitu ulichosoma hapa.',
          crisisSentence(crisisLines),
        ],
      },
      {
        heading: 'Matumizi ya taarifa',
        paragraphs: [
          'Maudhui ya tovuti ni taarifa za jumla za afya, zilizoandaliwa kwa uangalifu kutoka kwa vyanzo vilivyochapishwa. Huenda zisilingane na hali yako, na ujuzi wa kitabibu hubadilika. Hatuhakikishi kwamba ni kamili, ni za sasa au hazina makosa.',
        ],
      },
      {
        heading: 'Matumizi mabaya',
        paragraphs: ['Unakubali kutofanya yafuatayo:'],
        list: [
          'kutoa taarifa za uongo kuhusu mtu mwingine, au kufanya kipimo kwa jina la mtu mwingine bila idhini yake;',
          'kujaribu kuingia bila idhini kwenye tovuti, seva zake au data zake, au kuingilia utendaji wake, kwa mfano kwa maombi ya kiotomatiki, virusi au mashambulizi;',
          'kunakili, kuvuna kwa programu (scrape) au kuuza upya maudhui au madodoso;',
          'kutumia tovuti kwa jambo lolote lisilo halali, ikiwa ni pamoja na jambo lolote ambalo ni kosa chini ya Sheria ya Matumizi Mabaya ya Kompyuta na Uhalifu wa Mtandaoni ya mwaka 2018 (Computer Misuse and Cybercrimes Act, 2018).',
        ],
        after: ['Tunaweza kumzuia mtu yeyote anayetumia tovuti vibaya asiifikie.'],
      },
      {
        heading: 'Upatikanaji wa tovuti',
        paragraphs: [
          'Tunajitahidi tovuti ipatikane na ifanye kazi, lakini hatuahidi kwamba itapatikana kila wakati, bila kukatizwa au bila hitilafu. Tunaweza kubadilisha, kusimamisha au kuondoa sehemu yoyote yake. Viungo vya tovuti nyingine, ikiwa ni pamoja na WhatsApp na kalenda ya miadi, vimewekwa kwa urahisi wako; tovuti hizo zina masharti yao wenyewe na hatuwajibiki kwazo.',
        ],
      },
      {
        heading: 'Kikomo cha dhima',
        paragraphs: [
          'Kwa kadiri sheria inavyoruhusu, hatuwajibiki kwa hasara au madhara yoyote yanayotokana na kutegemea matokeo ya uchunguzi au taarifa zilizo kwenye tovuti badala ya kutafuta ushauri wa kitaalamu, au yanayotokana na tovuti kutopatikana. Hakuna chochote katika masharti haya kinachopunguza dhima yoyote ambayo haiwezi kupunguzwa chini ya sheria za Kenya, ikiwa ni pamoja na haki zako chini ya Sheria ya Kumlinda Mlaji ya mwaka 2012 (Consumer Protection Act, 2012).',
        ],
      },
      {
        heading: 'Miliki bunifu',
        paragraphs: [
          `Muundo, maandishi, michoro na programu za tovuti ni mali ya ${provider} au ya wanaoipa leseni. Baadhi ya madodoso ni vipimo vilivyochapishwa vinavyotumika chini ya masharti ya waandishi wake, na vinabaki kuwa mali yao. Huruhusiwi kunakili au kutumia tena chochote kati ya hivi zaidi ya kile kinachohitajika kwa matumizi yako binafsi ya tovuti.`,
        ],
      },
      {
        heading: 'Mabadiliko ya masharti',
        paragraphs: [
          'Tunaweza kubadilisha masharti haya mara kwa mara. Toleo lililo kwenye ukurasa huu linaanza kutumika mara linapochapishwa; ukiendelea kutumia tovuti baada ya mabadiliko, unakubali masharti mapya.',
        ],
      },
      {
        heading: 'Faragha na ukusanyaji wa data',
        paragraphs: [
          'Sera yetu ya Faragha inaeleza jinsi tunavyokusanya na kutumia data binafsi kwa mujibu wa Sheria ya Ulinzi wa Data ya mwaka 2019. Taarifa za afya ni data binafsi nyeti, na tunazichakata tu kama sera hiyo inavyoeleza.',
          'Unapotumia fomu ya mawasiliano tunakusanya jina lako la kwanza, jina la ukoo, anwani ya barua pepe na namba ya simu, na tunavitumia tu kukujibu na kupanga msaada unaouomba.',
        ],
      },
      {
        heading: 'Sheria inayotumika na mawasiliano',
        paragraphs: [
          `Masharti haya yanaongozwa na sheria za Kenya, na mahakama za Kenya ndizo zinazoamua mzozo wowote kuyahusu. Maswali kuhusu masharti haya: ${email}, au tembelea ${website}.`,
        ],
      },
    ],
  };
}

export const legalMessages = {
  privacy: privacyPolicy,
  terms: termsAndConditions,
  contents: 'Kwenye ukurasa huu',
} satisfies typeof English;
