import type { TAreaCatalogue } from '../en.ts';
import type { templatesEn } from './en.ts';

export const templatesFr: TAreaCatalogue<typeof templatesEn> = {
  // The two pages
  'templates.sms.title': 'Modèles de SMS',
  'templates.sms.description':
    'Les SMS envoyés sur un déclencheur (bienvenue, récompenses, anniversaires…) et proposés dans le SMS rapide depuis Clients.',
  'templates.sms.empty': 'Aucun modèle de SMS pour l’instant',
  'templates.sms.emptyHint':
    'Rédigez un SMS de bienvenue : chaque nouveau client aura de vos nouvelles dès son inscription.',
  'templates.email.title': 'Modèles d’e-mail',
  'templates.email.description':
    'Les e-mails envoyés sur un déclencheur et proposés dans l’e-mail rapide depuis Clients.',
  'templates.email.empty': 'Aucun modèle d’e-mail pour l’instant',
  'templates.email.emptyHint':
    'Commencez par un e-mail de bienvenue ou d’anniversaire : les clients qui l’ont accepté le reçoivent automatiquement.',
  'templates.new': 'Nouveau modèle',
  'templates.loading': 'Chargement des modèles',
  'templates.loadFailed': 'Impossible de charger les modèles',
  'templates.yourBusiness': 'Votre entreprise',
  'templates.activated': 'Modèle activé : {name}',
  'templates.deactivated': 'Modèle désactivé : {name}',

  // A template in the list
  'templates.card.active': 'Actif',
  'templates.card.inactive': 'Inactif',
  'templates.card.edit': 'Modifier',
  'templates.card.editNamed': 'Modifier {name}',
  'templates.card.activate': 'Activer',
  'templates.card.activateNamed': 'Activer {name}',
  'templates.card.deactivate': 'Désactiver',
  'templates.card.deactivateNamed': 'Désactiver {name}',

  // When a template is sent: the select and the badges
  'templates.trigger.label': 'Déclencheur',
  'templates.trigger.welcome': 'Bienvenue',
  'templates.trigger.rewardEarned': 'Récompense obtenue',
  'templates.trigger.pointsMilestone': 'Palier de points',
  'templates.trigger.birthday': 'Anniversaire',
  'templates.trigger.custom': 'Personnalisé',
  'templates.trigger.promotional': 'Promotionnel',
  'templates.trigger.reward': 'Récompense',
  'templates.trigger.pointsExpiring': 'Points bientôt expirés',
  'templates.trigger.statusUp': 'Passage au niveau supérieur',
  'templates.trigger.referralReferrer': 'Parrainage : filleul validé',
  'templates.trigger.referralFriend': 'Parrainage : inscrit par un ami',

  // The editors
  'templates.editor.editTitle': 'Modifier « {name} »',
  'templates.editor.cancel': 'Annuler',
  'templates.editor.saving': 'Enregistrement…',
  'templates.editor.create': 'Créer le modèle',
  'templates.editor.save': 'Enregistrer',
  'templates.editor.name': 'Nom',
  'templates.editor.created': 'Modèle créé',
  'templates.editor.updated': 'Modèle mis à jour',
  'templates.sms.newTitle': 'Nouveau modèle de SMS',
  'templates.sms.namePlaceholder': 'ex. : Message de bienvenue',
  'templates.sms.message': 'Message',
  'templates.sms.messagePlaceholder':
    'Bonjour {firstName}, merci d’avoir rejoint {business_name} ! Vous avez {points} points.',
  'templates.email.newTitle': 'Nouveau modèle d’e-mail',
  'templates.email.namePlaceholder': 'ex. : Cadeau d’anniversaire',
  'templates.email.subject': 'Objet',
  'templates.email.subjectPlaceholder': 'Un cadeau pour vous, {firstName}',
  'templates.email.body': 'Contenu',
  'templates.email.bodyPlaceholder': 'Bonjour {firstName},\n\nMerci d’être un habitué de {business_name}.',
  'templates.email.bodyHint':
    'Texte brut, ou HTML pour la mise en forme, les liens et les images. Les scripts et le code dangereux sont retirés à l’enregistrement.',

  // Placeholders: the chips, what each becomes, and the notes under a message
  'templates.placeholders.insert': 'Insérer une variable',
  'templates.placeholders.insertNamed': 'Insérer {token} : {hint}',
  'templates.hint.businessName': 'Le nom de votre entreprise',
  'templates.hint.name': 'Le nom complet du client',
  'templates.hint.firstName': 'Le prénom du client',
  'templates.hint.lastName': 'Le nom de famille du client',
  'templates.hint.points': 'Le solde de points du client',
  'templates.hint.email': 'L’adresse e-mail du client',
  'templates.hint.reward':
    'La récompense qui vient d’être obtenue (messages de récompense et de parrainage ; au passage de niveau, ce que le niveau débloque)',
  'templates.hint.milestone': 'Le palier de points atteint (messages de palier)',
  'templates.hint.expiringPoints': 'Les points sur le point d’expirer (avis d’expiration)',
  'templates.hint.expiryDate': 'La date à laquelle ils expirent (avis d’expiration)',
  'templates.hint.tier': 'Le niveau de statut atteint (messages de passage de niveau)',
  'templates.hint.friendName': 'Le prénom du filleul (messages de parrainage au parrain)',
  'templates.hint.referrerName': 'Le prénom du parrain (messages de parrainage au filleul)',
  'templates.hint.walletLink':
    'Un lien pour ajouter sa carte à Apple ou Google Wallet (la phrase est retirée si aucun wallet n’est configuré)',
  'templates.hint.referralLink':
    'Le lien du client pour parrainer ses amis (la phrase est retirée tant que le parrainage est désactivé)',
  'templates.placeholders.unknown':
    '{count, plural, one {La variable inconnue {tokens} sera envoyée telle quelle.} many {Les variables inconnues {tokens} seront envoyées telles quelles.} other {Les variables inconnues {tokens} seront envoyées telles quelles.}}',
  'templates.placeholders.walletNotice':
    '{token} n’est pas rempli dans les campagnes : la phrase qui le contient est retirée de chaque message.',
  'templates.placeholders.referralNotice':
    'Le parrainage est désactivé : la phrase qui contient {token} est retirée de chaque message.',

  // The live preview, for the sample customer
  'templates.preview.title': 'Aperçu',
  'templates.preview.for':
    '{count, plural, one {Pour {name} · {points} point} many {Pour {name} · {points} points} other {Pour {name} · {points} points}}',
  'templates.preview.smsEmpty': 'Votre message s’affiche ici pendant que vous l’écrivez.',
  'templates.preview.emailEmpty': 'Votre e-mail s’affiche ici pendant que vous l’écrivez.',
  'templates.preview.from': 'De',
  'templates.preview.to': 'À',
  'templates.preview.subject': 'Objet',
  'templates.preview.noSubject': '(sans objet)',
  'templates.preview.frame': 'Aperçu de l’e-mail',
  'templates.preview.designEmpty': 'Votre e-mail s’affiche ici.',
  'templates.preview.failed': 'Impossible de charger l’aperçu.',
  'templates.preview.stale': 'L’aperçu se met à jour quand chaque bloc est rempli.',
  'templates.sample.reward': 'Café offert',
  'templates.sample.tier': 'Or',

  // The SMS counter
  'templates.counter.characters':
    '{count, plural, one {{characters} caractère} many {{characters} caractères} other {{characters} caractères}}',
  'templates.counter.segments': '{count, plural, one {# SMS} many {# parties de SMS} other {# parties de SMS}}',
  'templates.counter.perSms': '{encoding} ({perSegment} par SMS)',
  'templates.counter.perPart': '{encoding} ({perSegment} par partie)',
  'templates.counter.long': 'Les messages de plus de 160 caractères sont envoyés en plusieurs SMS',
  'templates.counter.quoted': '« {character} »',
  'templates.counter.unicode':
    '{count, plural, one {{characters} ne fait pas partie de l’alphabet GSM : tout le message est donc envoyé en Unicode, soit 70 caractères par SMS et 67 par partie.} many {{characters} ne font pas partie de l’alphabet GSM : tout le message est donc envoyé en Unicode, soit 70 caractères par SMS et 67 par partie.} other {{characters} ne font pas partie de l’alphabet GSM : tout le message est donc envoyé en Unicode, soit 70 caractères par SMS et 67 par partie.}}',

  // The e-mail's body: the visual editor or the HTML box
  'templates.body.chooseEditor': 'Choisir l’éditeur',
  'templates.body.visual': 'Éditeur visuel',
  'templates.body.html': 'HTML ou texte',
  'templates.body.toHtmlTitle': 'Modifier cet e-mail en HTML ?',
  'templates.body.toHtmlMessage':
    'Vos blocs deviennent du HTML que vous pouvez modifier à la main. L’éditeur visuel ne sait pas relire le HTML : pour utiliser des blocs à nouveau, vous repartez d’un nouveau design.',
  'templates.body.toHtmlConfirm': 'Modifier en HTML',
  'templates.body.toHtmlBusy': 'Conversion…',
  'templates.body.toVisualTitle': 'Repartir d’un nouveau design en blocs ?',
  'templates.body.toVisualMessage':
    'L’éditeur visuel part d’un design vierge. Ce que vous avez écrit dans la zone HTML est remplacé quand vous enregistrez avec des blocs.',
  'templates.body.toVisualConfirm': 'Utiliser l’éditeur visuel',
  'templates.body.toVisualBusy': 'Changement…',

  // The visual editor: the colour and logo, the blocks
  'templates.design.colour': 'Couleur',
  'templates.design.pickColour': 'Choisir la couleur',
  'templates.design.showLogo': 'Afficher votre logo en haut',
  'templates.design.addLogo': 'Ajoutez votre logo dans les {settings} pour l’afficher en haut de vos e-mails.',
  'templates.design.settings': 'Paramètres',
  'templates.design.colourHint': 'Les titres, les boutons et les séparateurs prennent cette couleur.',
  'templates.design.blocks': 'Blocs',
  'templates.design.noBlocks':
    'Votre e-mail n’a encore aucun bloc. Ajoutez un titre, du texte ou un bouton ci-dessous.',
  'templates.design.addBlock': 'Ajouter un bloc',
  'templates.design.full':
    'Un e-mail peut contenir au plus {count, plural, one {# bloc} many {# blocs} other {# blocs}}.',
  'templates.block.heading': 'Titre',
  'templates.block.text': 'Texte',
  'templates.block.image': 'Image',
  'templates.block.button': 'Bouton',
  'templates.block.divider': 'Séparateur',
  'templates.block.named':
    '{type, select, heading {Bloc titre} text {Bloc texte} image {Bloc image} button {Bloc bouton} other {Bloc séparateur}}',
  'templates.block.add':
    '{type, select, heading {Ajouter un titre} text {Ajouter du texte} image {Ajouter une image} button {Ajouter un bouton} other {Ajouter un séparateur}}',
  'templates.block.moveUp':
    '{type, select, heading {Monter le titre} text {Monter le texte} image {Monter l’image} button {Monter le bouton} other {Monter le séparateur}}',
  'templates.block.moveDown':
    '{type, select, heading {Descendre le titre} text {Descendre le texte} image {Descendre l’image} button {Descendre le bouton} other {Descendre le séparateur}}',
  'templates.block.remove':
    '{type, select, heading {Supprimer le titre} text {Supprimer le texte} image {Supprimer l’image} button {Supprimer le bouton} other {Supprimer le séparateur}}',
  'templates.block.headingPlaceholder': 'Tampons doublés cette semaine',
  'templates.block.textPlaceholder': 'Écrivez un paragraphe. Appuyez sur Entrée pour aller à la ligne.',
  'templates.block.imageAddress': 'Adresse de l’image',
  'templates.block.imageDescription': 'Description',
  'templates.block.imageDescriptionPlaceholder': 'Un latte avec un cœur dessiné',
  'templates.block.imageDescriptionHint': 'Lue à voix haute, et affichée quand les images sont désactivées.',
  'templates.block.buttonLabel': 'Texte du bouton',
  'templates.block.buttonLabelPlaceholder': 'Voir la carte',
  'templates.block.buttonLink': 'Lien du bouton',
  'templates.block.dividerHint': 'Une ligne en travers de l’e-mail, à votre couleur.',
  'templates.block.newHeading': 'Un titre',
  'templates.block.newButton': 'Venez nous voir',

  // The contracts' checks and the server's refusals
  'templates.refusal.smsRequired': 'Le nom et le message sont obligatoires',
  'templates.refusal.emailRequired': 'Le nom, l’objet et le contenu sont obligatoires',
  'templates.refusal.triggerRequired': 'Choisissez un déclencheur',
  'templates.refusal.nameTooLong': 'Le nom doit faire au plus 100 caractères',
  'templates.refusal.messageTooLong': 'Le message doit faire au plus 1\u202f600 caractères',
  'templates.refusal.subjectTooLong': 'L’objet doit faire au plus 200 caractères',
  'templates.refusal.bodyTooLong': 'Le contenu doit faire au plus 20\u202f000 caractères',
  'templates.refusal.headingRequired': 'Écrivez le titre, ou supprimez le bloc',
  'templates.refusal.textRequired': 'Écrivez le texte, ou supprimez le bloc',
  'templates.refusal.imageUrl': 'Indiquez l’image par une adresse https:// (par exemple https://example.com/photo.jpg)',
  'templates.refusal.buttonLabel': 'Donnez un texte au bouton',
  'templates.refusal.buttonUrl': 'Donnez au bouton une adresse web commençant par https:// ou http://',
  'templates.refusal.noBlocks': 'Ajoutez au moins un bloc à l’e-mail',
  'templates.refusal.tooManyBlocks': 'Un e-mail peut contenir au plus 40 blocs',
  'templates.refusal.headingTooLong': 'Un titre doit faire au plus 200 caractères',
  'templates.refusal.textTooLong': 'Un bloc de texte doit faire au plus 5\u202f000 caractères',
  'templates.refusal.buttonLabelTooLong': 'Le texte d’un bouton doit faire au plus 60 caractères',
  'templates.refusal.descriptionTooLong': 'La description d’une image doit faire au plus 200 caractères',
  'templates.refusal.colour': 'Choisissez une couleur comme #4f46e5',
  'templates.refusal.checkForm': 'Vérifiez le formulaire et réessayez',
  'templates.refusal.notFound': 'Modèle introuvable',
  'templates.refusal.saveFailed': 'Impossible d’enregistrer le modèle',
  'templates.refusal.toggleFailed': 'Impossible de changer l’état du modèle',
  'templates.refusal.toHtmlFailed': 'Impossible de convertir les blocs en HTML. Veuillez réessayer.',
  'templates.refusal.suspended': 'Ce compte est suspendu. Contactez le support pour le réactiver.',
  'templates.refusal.closed':
    'Cette entreprise est fermée. Un administrateur de l’équipe peut la rouvrir depuis l’application jusqu’à sa suppression.',
  'templates.refusal.accessEnded': 'Votre accès à cette équipe a pris fin',
  'templates.refusal.network': 'Impossible de joindre le serveur. Vérifiez votre connexion et réessayez.',
  'templates.refusal.unexpected': 'Le serveur a envoyé une réponse inattendue. Veuillez réessayer.',
  'templates.refusal.somethingWrong': 'Une erreur s’est produite. Veuillez réessayer.',
};
