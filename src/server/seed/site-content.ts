/** The demo FAQs, changelog entries and testimonials of `npm run seed`. */
export const demoFaqs = [
  {
    category: 'General',
    question: 'What is included in the starter kit?',
    answer:
      'Accounts, a blog, subscriptions, e-mail templates, a contact form, a waitlist, file uploads and a full admin area.',
  },
  {
    category: 'General',
    question: 'Do I need any external service to try it?',
    answer: 'No. It runs on an embedded PostgreSQL, a local mail outbox and a local payment provider.',
  },
  {
    category: 'Billing',
    question: 'Can I switch between monthly and yearly billing?',
    answer: 'Yes, from **Manage billing** on your account page. Yearly plans cost ten months.',
  },
  {
    category: 'Billing',
    question: 'What happens when I cancel?',
    answer:
      'Your plan stays active until the end of the period you paid for, and you can resume it until then.',
  },
  {
    category: 'Technical',
    question: 'Which database does it use?',
    answer: 'PostgreSQL: embedded (PGlite) by default, or your own server with `DATABASE_URL`.',
  },
  {
    category: 'Account',
    question: 'How do I reset my password?',
    answer: 'Use **Forgot password** on the sign-in page; the link we e-mail you works once, for one hour.',
  },
];

export const demoChangelog = [
  {
    version: '1.0.0',
    type: 'feature',
    daysAgo: 30,
    title: 'First release',
    content: 'Accounts, the blog, billing with Stripe or the local provider, and the admin area.',
  },
  {
    version: '1.1.0',
    type: 'feature',
    daysAgo: 12,
    title: 'E-mail templates',
    content:
      'Edit every e-mail the service sends, preview it live, send yourself a test and roll back to any version.',
  },
  {
    version: '1.1.1',
    type: 'bugfix',
    daysAgo: 3,
    title: 'Faster blog lists',
    content:
      'The blog list reads its page first and only then the authors, categories and tags of that page.',
  },
];

export const demoTestimonials = [
  {
    authorName: 'Grace Hopper',
    authorRole: 'CTO, Compiler Co.',
    rating: 5,
    content: 'We launched our paid beta in a weekend. Billing, e-mails and the admin area just worked.',
  },
  {
    authorName: 'Alan Turing',
    authorRole: 'Founder, Enigma Labs',
    rating: 5,
    content: 'The security log alone saved us a week of work before our first audit.',
  },
  {
    authorName: 'Katherine Johnson',
    authorRole: 'Indie developer',
    rating: 4,
    content: 'Clear code, real tests, and it runs offline. Exactly what I want from a starter kit.',
  },
];
