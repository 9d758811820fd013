import type { CrisisLine } from '../../../schemas';

/**
 * English texts of the privacy policy and the terms and conditions, written for a provider in Kenya under the
 * Data Protection Act, 2019. Only the two legal pages import this file, so its length stays out of the first
 * download. Provider details come in as parameters: nothing provider-specific is written here.
 */

export interface LegalSection {
  heading: string;
  paragraphs?: string[];
  list?: string[];
  /** A paragraph after the list. */
  after?: string[];
}

export interface LegalDocument {
  title: string;
  lastUpdated?: string;
  intro: string[];
  sections: LegalSection[];
}

export interface LegalContext {
  provider: string;
  website: string;
  email: string;
  /** The catalogue's crisis lines (fixtures/catalogue/crisis-lines.json): the numbers are never typed here. */
  crisisLines: readonly CrisisLine[];
}

const odpc = 'the Office of the Data Protection Commissioner (ODPC), www.odpc.go.ke';

/** 'a', 'a or b', 'a, b or c'. */
function orList(items: readonly string[]): string {
  return items.length < 2
    ? (items[0] ?? '')
    : `${items.slice(0, -1).join(', ')} or ${items[items.length - 1]}`;
}

/**
 * Where to call when someone is in danger: the emergency numbers first, then the counselling lines with
 * their hours. A line whose name says 'emergency' is an emergency number (as in the assistant's replies).
 */
function crisisSentence(lines: readonly CrisisLine[]): string {
  const isEmergency = (line: CrisisLine) => line.kind === 'emergency';
  const emergency = orList(lines.filter(isEmergency).map((line) => line.number));
  const counselling = orList(
    lines
      .filter((line) => !isEmergency(line))
      .map((line) => `the ${line.name} on ${line.number} (${line.hours.toLowerCase()})`),
  );
  const ways = [emergency, counselling].filter((way) => way !== '').join(', or ');
  return `If you feel unsafe or someone is in danger, do not wait for a result: call ${ways}.`;
}

function privacyPolicy({ provider, website, email, crisisLines }: LegalContext): LegalDocument {
  return {
    title: 'Privacy Policy',
    lastUpdated: 'Last updated: September 2024',
    intro: [
      `${provider} ("we", "us") runs this screening website. This policy explains what personal data we collect when you use it, why, who we share it with, how long we keep it and the rights you have. We process personal data under the Data Protection Act, 2019 of Kenya and the Data Protection (General) Regulations, 2021.`,
      'Information about your health is sensitive personal data under the Act. We treat it with extra care: we collect only what a screening needs, we do not sell it, and we do not use it for advertising.',
    ],
    sections: [
      {
        heading: 'Definitions',
        list: [
          '"Personal data" means any information that identifies you or could identify you.',
          '"Sensitive personal data" includes your health status, genetic data, sex, family details and other data the Act names. Health data is data about your physical or mental health, past, present or future, including what you tell us in a screening test.',
          '"Processing" means anything done with personal data: collecting, recording, storing, using, sharing or erasing it.',
          `"Data controller" means ${provider}, who decides why and how your personal data is processed. "Data processor" means a company that processes data for us, on our instructions.`,
          '"Data subject" means you, the person the data is about.',
          '"Screening test" means a questionnaire on this website that gives an informational result. It is not a diagnosis.',
        ],
      },
      {
        heading: 'Types of data collected',
        paragraphs: [
          'You can take every screening test without an account and without telling us your name. Depending on what you choose to do, we may process:',
        ],
        list: [
          'Screening answers: the options you choose and the numbers or words you type in a test. Some questions ask about your mood, habits, body measurements, age, gender, past medical history or family medical history. Your answers are sent to our server only to calculate your result, and are not stored with your name or contact details.',
          'Contact details you give us when you use a contact form, book a session or chat with us: your e-mail address, first and last name and phone number, and, if you share them, your gender, age and country.',
          'Medical history you choose to share with our clinicians when you book a consultation: past medical history and family medical history.',
          'Messages to the AI Assistant: the words you type to it, sent to our server with the conversation so far only to suggest screening tests and services. Our server does not store them and does not write them to its logs. Please do not type your name, phone number or other details that identify you.',
          'Usage data: your device’s IP address, browser type and version, the pages you visit and the time and date of your visit. Our servers and hosting provider record this in technical logs to keep the website working and secure.',
          `Performance measurements: if ${provider} turns them on, how quickly pages load and respond on your device, sent without cookies and without your answers.`,
        ],
      },
      {
        heading: 'Cookies and storage on your device',
        paragraphs: [
          'This website does not use advertising or tracking cookies. While you take a test, your browser keeps your answers, and then your result, in its session storage so that a page refresh or the Back button does not lose them; session storage is cleared when you close the tab, and you can clear it at any time in your browser’s settings.',
          'Your conversation with the AI Assistant is kept in the same session storage, so that it is still there when you move to another page, and it is cleared in the same way when you close the tab.',
          'The booking calendar and WhatsApp are run by other companies. They load only when you choose them, and they may set their own cookies under their own privacy policies.',
        ],
      },
      {
        heading: 'How we use your data',
        list: [
          'To calculate and show your screening result and suggest next steps.',
          'To answer your messages, arrange the consultation you booked and provide the care you ask for.',
          'To keep the website secure, fix faults and understand, in aggregate, which pages are used.',
          'To meet our legal obligations, for example keeping health records for the period Kenyan law requires.',
        ],
        after: [
          'We process health data only with your explicit consent, which you give by starting a test or booking a consultation, or where the Act otherwise allows it, and only by or under the responsibility of health professionals bound by a duty of confidentiality. You may withdraw your consent at any time; this does not affect processing that happened before.',
          'We do not make decisions about you that have legal or similarly significant effects based only on automated processing. A screening result is information for you to discuss with a health professional.',
        ],
      },
      {
        heading: 'Sharing your data',
        paragraphs: ['We do not sell or rent your personal data. We share it only:'],
        list: [
          'With clinicians and care coordinators of our network who need it to provide the service you asked for.',
          'With data processors that host our website, send messages or run our booking calendar, under written contracts that require them to keep it secure and use it only on our instructions.',
          'With WhatsApp or the booking calendar provider, when you choose to contact us through them.',
          `With an outside AI model provider, if ${provider} has set up the AI Assistant to use one: what you type to the assistant, with the conversation so far, is passed on to it only to choose which tests and services to suggest. It receives no name, contact details or screening answers, and it is one of our data processors, bound by the same contracts.`,
          'With authorities when the law requires it, or to protect someone’s life in an emergency.',
        ],
        after: [
          'Some of our processors may store data outside Kenya. We transfer personal data abroad only with appropriate safeguards as the Act requires, and sensitive personal data only with your consent.',
        ],
      },
      {
        heading: 'How long we keep your data',
        list: [
          'Screening answers: not kept once your result has been calculated and returned to your browser.',
          'Messages to the AI Assistant: not kept on our server once the reply has been sent; the copy in your browser is cleared when you close the tab.',
          'Contact and booking details: for as long as we are in contact with you or provide you with care, then as long as Kenyan law requires for health and financial records.',
          'Technical logs: for a short period, no longer than 90 days, unless they are needed to investigate a security incident.',
        ],
        after: [
          'When data is no longer needed we delete it or make it anonymous so that it can no longer identify you.',
        ],
      },
      {
        heading: 'How we protect your data',
        paragraphs: [
          'Data travels over encrypted connections. Access to personal data is limited to people who need it for their work and who are bound by confidentiality. If a breach puts your data at real risk, we will notify the Data Commissioner within 72 hours of becoming aware of it and tell you as soon as practicable.',
        ],
      },
      {
        heading: 'Your rights',
        paragraphs: ['Under the Data Protection Act, 2019 you have the right to:'],
        list: [
          'be informed of how your personal data is used;',
          'access the personal data we hold about you;',
          'object to all or part of the processing of your personal data;',
          'have false or misleading data corrected, and have data deleted that we no longer have a lawful reason to keep;',
          'receive your data in a structured, commonly used and machine-readable format and have it moved to another controller;',
          'withdraw your consent at any time.',
        ],
        after: [
          `To use any of these rights, write to ${email}. We will answer within the time the law sets. If you are not satisfied with our answer, you may complain to ${odpc}.`,
        ],
      },
      {
        heading: 'Children',
        paragraphs: [
          'This website is meant for adults aged 18 and over. A person under 18 should use it only with a parent or guardian, who gives consent on their behalf. If you believe a child has given us personal data without that consent, contact us and we will delete it.',
        ],
      },
      {
        heading: 'Changes to this policy',
        paragraphs: [
          'We may update this policy when our services or the law change. The date at the top shows the latest version; important changes will be announced on this website.',
        ],
      },
      {
        heading: 'Contact us',
        paragraphs: [`${provider}, ${website}. E-mail: ${email}. ${crisisSentence(crisisLines)}`],
      },
    ],
  };
}

function termsAndConditions({ provider, website, email, crisisLines }: LegalContext): LegalDocument {
  return {
    title: 'Terms and Conditions',
    intro: [
      `These terms govern your use of the screening website run by ${provider} ("we", "us"). By using the website you accept them. If you do not accept them, please do not use the website.`,
    ],
    sections: [
      {
        heading: 'Use of the website',
        paragraphs: [
          'The website offers free self-screening questionnaires, information about health and ways to contact us or book a consultation. You may use it for your own, personal and non-commercial purposes.',
        ],
      },
      {
        heading: 'Age limit',
        paragraphs: [
          'You must be of the age of majority in Kenya, 18 years, to use the website. A minor may use it only with the permission and supervision of a parent or legal guardian, who accepts these terms on the minor’s behalf and is responsible for the minor’s use.',
        ],
      },
      {
        heading: 'Medical disclaimer',
        paragraphs: [
          'Screening results are for information only. A screening test is not a diagnosis, and it does not replace an examination, advice or treatment by a qualified doctor or health professional. Always take your result to a doctor or health professional before you make a decision about your health, and do not ignore or delay professional advice because of something you read here.',
          crisisSentence(crisisLines),
        ],
      },
      {
        heading: 'Use of information',
        paragraphs: [
          'The content on the website is general health information, prepared with care from published sources. It may not fit your situation, and medical knowledge changes. We do not guarantee that it is complete, current or free of errors.',
        ],
      },
      {
        heading: 'Misuse',
        paragraphs: ['You agree not to:'],
        list: [
          'give false information about another person, or take a test in someone else’s name without their consent;',
          'try to gain unauthorised access to the website, its servers or its data, or interfere with its working, for example with automated requests, viruses or attacks;',
          'copy, scrape or resell the content or the questionnaires;',
          'use the website for anything unlawful, including anything an offence under the Computer Misuse and Cybercrimes Act, 2018.',
        ],
        after: ['We may block access for anyone who misuses the website.'],
      },
      {
        heading: 'Use of the site',
        paragraphs: [
          'We try to keep the website available and working, but we do not promise that it will always be available, uninterrupted or free of faults. We may change, suspend or withdraw any part of it. Links to other websites, including WhatsApp and the booking calendar, are provided for your convenience; those websites have their own terms and we are not responsible for them.',
        ],
      },
      {
        heading: 'Limitation of liability',
        paragraphs: [
          'As far as the law allows, we are not liable for any loss or harm that arises from relying on a screening result or on information on the website instead of seeking professional advice, or from the website being unavailable. Nothing in these terms limits any liability that cannot be limited under the laws of Kenya, including your rights under the Consumer Protection Act, 2012.',
        ],
      },
      {
        heading: 'Intellectual property',
        paragraphs: [
          `The website’s design, text, illustrations and software belong to ${provider} or its licensors. Some questionnaires are published instruments used under their authors’ terms, which remain theirs. You may not copy or reuse any of this beyond what personal use of the website requires.`,
        ],
      },
      {
        heading: 'Amendments',
        paragraphs: [
          'We may change these terms from time to time. The version on this page applies from the moment it is published; if you keep using the website after a change, you accept the new terms.',
        ],
      },
      {
        heading: 'Privacy and data collection',
        paragraphs: [
          'Our Privacy Policy explains how we collect and use personal data under the Data Protection Act, 2019. Health information is sensitive personal data, and we process it only as that policy describes.',
          'When you use a contact form we collect your first name, surname, e-mail address and phone number, and use them only to reply to you and arrange the help you ask for.',
        ],
      },
      {
        heading: 'Governing law and contact',
        paragraphs: [
          `These terms are governed by the laws of Kenya, and the courts of Kenya decide any dispute about them. Questions about these terms: ${email}, or visit ${website}.`,
        ],
      },
    ],
  };
}

export const legalMessages = {
  privacy: privacyPolicy,
  terms: termsAndConditions,
  contents: 'On this page',
};
