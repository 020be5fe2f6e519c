import messages from '@/i18n/messages/en' // the English seed content

import { h2, p, richText, ul } from '../lexical'

import { cta, type SeedPage } from './types'

const email = messages.site.contactEmail

export const terms: SeedPage = {
  title: 'Terms of Service',
  slug: 'terms',
  description: 'The terms that apply to employers, facilities and professionals using our healthcare staffing marketplace.',
  layout: [
    {
      blockType: 'richText',
      content: richText(
        p('Last updated: January 2024'),
        p('These terms govern your use of our website and marketplace. By creating an account or posting a position you agree to them.'),
        h2('Accounts'),
        p('You must give accurate information and keep your password private. You are responsible for activity on your account. We may suspend accounts that break these terms or the law.'),
        h2('Job postings'),
        ul([
          'Every posting requires a $5 payment to activate.',
          'Postings are subject to review and approval by our team before they are activated and shown to professionals.',
          'We may decline a posting that is inaccurate, discriminatory or unlawful; the posting fee is then refunded.',
          'An approved posting stays listed for 30 days unless you close it earlier.',
        ]),
        h2('Placements and fees'),
        p('Placement fees are quoted before a search begins and are due only upon successful placement. Full-time placements include a 90-day guarantee as described on our [pricing page](/pricing).'),
        h2('Professionals'),
        p('Professionals use the marketplace free of charge. You decide which employers see your resume by applying to their postings. Information you provide must be truthful, including licences and experience.'),
        h2('Relief shifts'),
        p('A facility books a professional for a dated shift at an hourly rate. After the shift both confirm the hours worked and the professional invoices the facility directly; the facility pays the professional. We are not party to that payment: we do not collect, hold or guarantee it, and a shift’s booking fee paid to us is not part of it.'),
        h2('Acceptable use'),
        p('Do not scrape the site, misuse other users’ personal information, or contact candidates introduced through us to avoid placement fees (see our [Anti-Theft Policy](/anti-theft)).'),
        h2('Liability'),
        p('We provide the marketplace as is. Employers remain responsible for verifying credentials and for employment decisions. Our liability is limited to the fees you paid us in the twelve months before a claim.'),
        h2('Contact'),
        p(`Questions about these terms: ${email}. These terms are governed by the laws of Ontario and the federal laws of Canada that apply there.`),
      ),
    },
    { blockType: 'callToAction', tone: 'light', heading: 'Questions about pricing?', buttons: [cta('See Pricing', '/pricing', 'secondary')] },
  ],
  fr: {
    title: 'Conditions d’utilisation',
    description: 'Les conditions qui s’appliquent aux employeurs, aux établissements et aux professionnels qui utilisent notre plateforme de recrutement en santé.',
    layout: [
      {
        blockType: 'richText',
        content: richText(
          p('Dernière mise à jour : janvier 2024'),
          p('Les présentes conditions régissent votre utilisation de notre site et de notre plateforme. En créant un compte ou en affichant un poste, vous les acceptez.'),
          h2('Comptes'),
          p('Vous devez fournir des renseignements exacts et garder votre mot de passe confidentiel. Vous êtes responsable de l’activité de votre compte. Nous pouvons suspendre les comptes qui enfreignent les présentes conditions ou la loi.'),
          h2('Offres d’emploi'),
          ul([
            'Chaque offre doit être payée (5 $) pour être activée.',
            'Notre équipe examine et approuve chaque offre avant de l’activer et de la présenter aux professionnels.',
            'Nous pouvons refuser une offre inexacte, discriminatoire ou illégale ; les frais d’affichage sont alors remboursés.',
            'Une offre approuvée reste affichée 30 jours, à moins que vous ne la fermiez plus tôt.',
          ]),
          h2('Placements et frais'),
          p('Les frais de placement sont annoncés avant le début d’une recherche et ne sont exigibles qu’une fois le placement réussi. Les placements à temps plein comprennent une garantie de 90 jours, décrite sur notre [page des tarifs](/pricing).'),
          h2('Professionnels'),
          p('Les professionnels utilisent la plateforme gratuitement. Vous décidez quels employeurs voient votre CV en postulant à leurs offres. Les renseignements que vous fournissez doivent être véridiques, y compris vos permis d’exercice et votre expérience.'),
          h2('Quarts de remplacement'),
          p('Un établissement réserve un professionnel pour un quart daté à un taux horaire. Après le quart, les deux parties confirment les heures travaillées et le professionnel facture directement l’établissement, qui le paie. Nous ne sommes pas partie à ce paiement : nous ne le percevons pas, ne le détenons pas et ne le garantissons pas, et les frais de réservation d’un quart qui nous sont versés n’en font pas partie.'),
          h2('Utilisation acceptable'),
          p('N’extrayez pas le contenu du site de façon automatisée, ne faites pas un usage abusif des renseignements personnels d’autres utilisateurs et ne communiquez pas directement avec les candidats que nous vous avons présentés pour éviter les frais de placement (voir notre [politique antivol](/anti-theft)).'),
          h2('Responsabilité'),
          p('Nous fournissons la plateforme telle quelle. Les employeurs demeurent responsables de vérifier les titres de compétences et de leurs décisions d’embauche. Notre responsabilité se limite aux frais que vous nous avez versés au cours des douze mois précédant une réclamation.'),
          h2('Nous joindre'),
          p(`Pour toute question sur les présentes conditions : ${email}. Les présentes conditions sont régies par les lois de l’Ontario et les lois fédérales du Canada qui s’y appliquent.`),
        ),
      },
      { blockType: 'callToAction', tone: 'light', heading: 'Des questions sur les tarifs ?', buttons: [cta('Voir les tarifs', '/pricing', 'secondary')] },
    ],
  },
}

export const privacy: SeedPage = {
  title: 'Privacy Policy',
  slug: 'privacy',
  description: 'How we collect, use and protect personal information, including resumes, under PIPEDA.',
  layout: [
    {
      blockType: 'richText',
      content: richText(
        p('Last updated: January 2024'),
        p('We respect your privacy and handle personal information in line with the Personal Information Protection and Electronic Documents Act (PIPEDA).'),
        h2('What we collect'),
        ul([
          'Account details: your name, email address and password (stored only as a secure hash).',
          'Resumes and cover letters you upload, and the applications you submit.',
          'Job postings and payment confirmations for employers (card details are handled by our payment processor, never stored by us).',
          'Messages you send us, such as ownership inquiries.',
        ]),
        h2('How we use it'),
        p('To run the marketplace: to show your applications to the employers you apply to, to send the emails you expect (confirmations, status changes, receipts) and to keep the service secure.'),
        h2('Who can see your resume'),
        p('Only you, the employers whose postings you apply to, and our administrators. Resumes are stored privately and every download is checked against these rules.'),
        h2('Your choices'),
        p(`You can update or delete your resumes at any time in the Resume Manager. On your Account page you can correct your details, choose which emails you receive, download all your data and close your account. You can also email ${email}: we answer within 30 days.`),
        h2('Retention and security'),
        p('We keep personal information only as long as needed for these purposes or as the law requires, protect it with encryption in transit and access controls, and notify you of any breach that poses a real risk of significant harm.'),
      ),
    },
    { blockType: 'retentionPeriods' },
    { blockType: 'callToAction', tone: 'light', heading: 'Want to know more about us?', buttons: [cta('About Us', '/about', 'secondary')] },
  ],
  fr: {
    title: 'Politique de confidentialité',
    description: 'Comment nous recueillons, utilisons et protégeons les renseignements personnels, y compris les CV, conformément à la LPRPDE.',
    layout: [
      {
        blockType: 'richText',
        content: richText(
          p('Dernière mise à jour : janvier 2024'),
          p('Nous respectons votre vie privée et traitons les renseignements personnels conformément à la Loi sur la protection des renseignements personnels et les documents électroniques (LPRPDE).'),
          h2('Les renseignements que nous recueillons'),
          ul([
            'Les renseignements de votre compte : votre nom, votre adresse courriel et votre mot de passe (conservé uniquement sous forme de hachage sécurisé).',
            'Les curriculum vitæ (CV) et les lettres de présentation que vous téléversez, et les candidatures que vous soumettez.',
            'Les offres d’emploi et les confirmations de paiement des employeurs (les données de carte sont traitées par notre fournisseur de paiement et ne sont jamais conservées chez nous).',
            'Les messages que vous nous envoyez, comme les demandes d’acquisition.',
          ]),
          h2('L’usage que nous en faisons'),
          p('Faire fonctionner la plateforme : présenter vos candidatures aux employeurs auprès de qui vous postulez, vous envoyer les courriels attendus (confirmations, changements de statut, reçus) et assurer la sécurité du service.'),
          h2('Qui peut voir votre CV'),
          p('Vous-même, les employeurs dont vous avez postulé aux offres et nos administrateurs. Les CV sont conservés en privé et chaque téléchargement est vérifié selon ces règles.'),
          h2('Vos choix'),
          p(`Vous pouvez modifier ou supprimer vos CV en tout temps dans le Gestionnaire de CV. Dans la page Mon compte, vous pouvez corriger vos renseignements, choisir les courriels que vous recevez, télécharger toutes vos données et fermer votre compte. Vous pouvez aussi écrire à ${email} : nous répondons dans les 30 jours.`),
          h2('Conservation et sécurité'),
          p('Nous conservons les renseignements personnels seulement le temps nécessaire à ces fins ou exigé par la loi, les protégeons par le chiffrement en transit et des contrôles d’accès, et vous avisons de toute atteinte présentant un risque réel de préjudice grave.'),
        ),
      },
      { blockType: 'retentionPeriods' },
      { blockType: 'callToAction', tone: 'light', heading: 'Envie d’en savoir plus sur nous ?', buttons: [cta('À propos de nous', '/about', 'secondary')] },
    ],
  },
}

export const antiTheft: SeedPage = {
  title: 'Anti-Theft Policy',
  slug: 'anti-theft',
  description: 'Our policy on candidate circumvention: hiring a professional introduced by us without paying the agreed placement fee.',
  layout: [
    {
      blockType: 'richText',
      content: richText(
        p('Our business depends on the trust of the facilities and professionals we introduce to each other. This policy explains what counts as circumventing a placement and what happens if it occurs.'),
        h2('What this policy covers'),
        ul([
          'Hiring, directly or through another agency, a professional you first learned about through our marketplace, within 12 months of the introduction, without paying the agreed placement fee.',
          'Passing a candidate’s details to another employer or agency.',
          'Asking a professional to apply outside the marketplace to avoid fees.',
        ]),
        h2('What happens'),
        p('Circumvention makes the full placement fee payable, and we may close the accounts involved. We review every report fairly and give you the chance to respond before taking action.'),
        h2('Professionals are protected'),
        p('This policy applies to employers. Professionals are always free to accept any job they choose, and are never charged a fee by us.'),
        h2('Report a concern'),
        p(`Email ${messages.site.contactEmail}. Reports are confidential.`),
      ),
    },
    { blockType: 'callToAction', tone: 'light', heading: 'See how our fees work', buttons: [cta('See Pricing', '/pricing', 'secondary')] },
  ],
  fr: {
    title: 'Politique antivol',
    description: 'Notre politique sur le contournement : embaucher un professionnel que nous vous avons présenté sans payer les frais de placement convenus.',
    layout: [
      {
        blockType: 'richText',
        content: richText(
          p('Notre entreprise repose sur la confiance des établissements et des professionnels que nous mettons en relation. La présente politique explique ce qui constitue un contournement de placement et ce qui se passe le cas échéant.'),
          h2('Ce que couvre cette politique'),
          ul([
            'Embaucher, directement ou par l’entremise d’une autre agence, un professionnel découvert grâce à notre plateforme, dans les 12 mois suivant la présentation, sans payer les frais de placement convenus.',
            'Transmettre les coordonnées d’un candidat à un autre employeur ou à une autre agence.',
            'Demander à un professionnel de postuler en dehors de la plateforme pour éviter les frais.',
          ]),
          h2('Les conséquences'),
          p('Un contournement rend exigible la totalité des frais de placement, et nous pouvons fermer les comptes en cause. Nous examinons chaque signalement avec équité et vous donnons l’occasion de répondre avant d’agir.'),
          h2('Les professionnels sont protégés'),
          p('Cette politique s’applique aux employeurs. Les professionnels sont toujours libres d’accepter l’emploi de leur choix, et nous ne leur facturons jamais de frais.'),
          h2('Signaler une situation'),
          p(`Écrivez à ${messages.site.contactEmail}. Les signalements sont traités en toute confidentialité.`),
        ),
      },
      { blockType: 'callToAction', tone: 'light', heading: 'Découvrez comment fonctionnent nos frais', buttons: [cta('Voir les tarifs', '/pricing', 'secondary')] },
    ],
  },
}
