import type { TAreaCatalogue } from '../en.ts';
import type { signinEn } from './en.ts';

export const signinPtBR: TAreaCatalogue<typeof signinEn> = {
  'signin.email': 'E-mail',
  'signin.emailPlaceholder': 'voce@empresa.com.br',
  'signin.password': 'Senha',
  'signin.passwordHint':
    '{count, plural, one {Mínimo de # caractere} many {Mínimo de # de caracteres} other {Mínimo de # caracteres}}',
  'signin.backToHome': 'Voltar ao início',
  'signin.backToSignIn': 'Voltar para o login',
  'signin.orEmail': 'ou continue com e-mail',

  'signin.panel.title': 'Transforme quem visita pela primeira vez em cliente fiel.',
  'signin.panel.text':
    'A plataforma de fidelidade feita para cafeterias, salões, restaurantes e todo tipo de pequeno negócio.',
  'signin.panel.rewards': 'Pontos, cartões de carimbo, códigos de reembolso, descontos e itens grátis',
  'signin.panel.qr': 'Os clientes entram escaneando um QR code, sem instalar nenhum app',
  'signin.panel.campaigns': 'Campanhas de SMS e e-mail que trazem os clientes de volta',

  'signin.login.title': 'Entre na sua conta',
  'signin.login.noAccount': 'Ainda não tem conta?',
  'signin.login.signUp': 'Cadastre-se',
  'signin.login.google': 'Entrar com o Google',
  'signin.login.forgot': 'Esqueceu a senha?',
  'signin.login.signingIn': 'Entrando…',
  'signin.login.submit': 'Entrar',

  // The second step of a sign-in with two-step sign-in on (issue 53)
  'signin.secondStep.title': 'Login em duas etapas',
  'signin.secondStep.appText':
    'Abra seu app autenticador e digite o código de 6 dígitos que ele mostra para esta conta.',
  'signin.secondStep.code': 'Código',
  'signin.secondStep.recoveryText':
    'Digite um dos códigos de recuperação que você guardou ao ativar o login em duas etapas. Cada código funciona uma vez.',
  'signin.secondStep.recoveryCode': 'Código de recuperação',
  'signin.secondStep.submit': 'Verificar',
  'signin.secondStep.verifying': 'Verificando...',
  'signin.secondStep.useRecovery': 'Perdeu o celular? Use um código de recuperação',
  'signin.secondStep.useApp': 'Usar seu app autenticador',
  'signin.secondStep.trust': 'Não pedir código neste dispositivo por 30 dias',
  'signin.secondStep.again': 'Entrar novamente',
  'signin.secondStep.refusal.codeRequired': 'Digite o código de 6 dígitos do seu app autenticador',
  'signin.secondStep.refusal.codeInvalid':
    'Esse código não funcionou. Digite o código mais recente do seu app autenticador.',
  'signin.secondStep.refusal.recoveryRequired': 'Digite um dos seus códigos de recuperação',
  'signin.secondStep.refusal.recoveryInvalid':
    'Esse código de recuperação não funcionou. Cada código funciona uma vez.',
  'signin.secondStep.refusal.expired': 'Este login demorou demais. Entre novamente com sua senha.',
  'signin.secondStep.refusal.tooManyCodes': 'Códigos errados demais. Entre novamente com sua senha.',
  'signin.secondStep.refusal.locked': 'Códigos errados demais para esta conta. Tente novamente em 15 minutos.',

  'signin.signup.title': 'Crie sua conta',
  'signin.signup.haveAccount': 'Já tem uma conta?',
  'signin.signup.signIn': 'Entrar',
  'signin.signup.google': 'Cadastrar com o Google',
  'signin.signup.companyName': 'Nome da empresa',
  'signin.signup.companyPlaceholder': 'Café da Esquina',
  'signin.signup.creating': 'Criando a conta…',
  'signin.signup.submit': 'Criar conta',
  'signin.signup.checkoutFailed':
    'Não foi possível abrir a página de pagamento. Você pode mudar de plano pelo seu painel.',

  'signin.reset.title': 'Redefina sua senha',
  'signin.reset.intro': 'Digite o e-mail que você usou no cadastro e enviaremos um link para redefinir a senha.',
  'signin.reset.sending': 'Enviando…',
  'signin.reset.submit': 'Enviar link',
  'signin.reset.sentTitle': 'Confira seu e-mail',
  'signin.reset.sentText': 'Se existir uma conta para {email}, enviamos um link para redefinir sua senha.',
  'signin.reset.notReceived': 'Não recebeu? Confira a pasta de spam ou {link}.',
  'signin.reset.tryAnother': 'tente outro e-mail',

  'signin.newPassword.title': 'Crie uma nova senha',
  'signin.newPassword.intro': 'Escolha uma nova senha para sua conta.',
  'signin.newPassword.label': 'Nova senha',
  'signin.newPassword.confirm': 'Confirme a senha',
  'signin.newPassword.updating': 'Atualizando…',
  'signin.newPassword.submit': 'Atualizar senha',
  'signin.newPassword.mismatch': 'As senhas não coincidem',
  'signin.newPassword.doneTitle': 'Sua senha foi atualizada',
  'signin.newPassword.doneText': 'Agora você já pode entrar com a nova senha.',
  'signin.newPassword.signIn': 'Entrar',

  'signin.invalidLink.title': 'Link de redefinição inválido',
  'signin.invalidLink.text': 'Os links de redefinição só podem ser usados uma vez e expiram depois de um tempo.',
  'signin.invalidLink.requestNew': 'Pedir um novo link',
  'signin.invalidLink.reason': 'Este link de redefinição é inválido ou expirou',

  'signin.notFound.title': 'Página não encontrada',
  'signin.notFound.text': 'A página que você procura não existe ou mudou de endereço.',

  'signin.signOut.failed': 'Não foi possível sair',

  'signin.check.form': 'Confira o formulário e tente de novo',
  'signin.check.companyRequired': 'O nome da empresa é obrigatório',
  'signin.check.companyTooLong': 'O nome da empresa pode ter no máximo 200 caracteres',
  'signin.check.emailRequired': 'O e-mail é obrigatório',
  'signin.check.emailInvalid': 'Digite um e-mail válido',
  'signin.check.emailTooLong': 'O e-mail pode ter no máximo 254 caracteres',
  'signin.check.passwordRequired': 'A senha é obrigatória',
  'signin.check.passwordTooShort': 'A senha precisa ter pelo menos 6 caracteres',
  'signin.check.passwordTooLong': 'A senha pode ter no máximo 128 caracteres',
  'signin.check.tierRequired': 'Escolha um plano',
  'signin.check.loginRequired': 'E-mail e senha são obrigatórios',

  'signin.refusal.invalidCredentials': 'E-mail ou senha incorretos',
  'signin.refusal.loginFailed': 'Não foi possível entrar',
  'signin.refusal.emailTaken': 'Já existe uma conta com este e-mail. Entre com ela.',
  'signin.refusal.noTenant': 'Não foi possível criar nem encontrar sua empresa',
  'signin.refusal.noEmail': 'Esta conta não tem nenhum e-mail',
  'signin.refusal.notAuthenticated': 'Você não está conectado',
  'signin.refusal.googleUnavailable': 'O login com o Google não está disponível',
  'signin.refusal.invalidOrigin': 'Origem da solicitação inválida',
  'signin.refusal.missingOrigin': 'Falta a origem da solicitação',
  'signin.refusal.invalidCallback': 'Endereço de retorno inválido',
  'signin.refusal.invalidErrorCallback': 'Endereço de retorno em caso de erro inválido',
  'signin.refusal.tooManyAttempts':
    '{count, plural, one {Muitas tentativas. Tente de novo em # segundo.} many {Muitas tentativas. Tente de novo em # de segundos.} other {Muitas tentativas. Tente de novo em # segundos.}}',
  'signin.refusal.generic': 'Algo deu errado. Tente de novo.',
  'signin.refusal.network': 'Não foi possível conectar ao servidor. Verifique sua conexão e tente de novo.',
  'signin.refusal.unexpected': 'O servidor enviou uma resposta inesperada. Tente de novo.',
  'signin.refusal.http': 'Algo deu errado (HTTP {status}). Tente de novo.',
  'signin.plans.choose': 'Escolha seu plano',
  'signin.plans.loading': 'Carregando planos',
  'signin.plans.popular': 'Mais popular',
  'signin.plans.customers':
    '{count, plural, one {{customers} cliente} many {{customers} clientes} other {{customers} clientes}}',
  'signin.plans.unlimitedCustomers': 'Clientes ilimitados',
  'signin.plans.sms': '{sms} SMS por mês',
  'signin.plans.unlimitedSms': 'SMS ilimitados',
  'signin.plans.perMonth': '/mês',
  'signin.plans.freeForever': 'Grátis para sempre',
  'signin.plans.trialThen':
    '{count, plural, one {# dia de teste grátis, depois {price}/mês} many {# dias de teste grátis, depois {price}/mês} other {# dias de teste grátis, depois {price}/mês}}',
  'signin.plans.monthly': '{price}/mês',
  'signin.plans.loadFailed': 'Não conseguimos carregar os planos.',
  'signin.plans.tryAgain': 'Tentar de novo',
  'signin.plans.tryingAgain': 'Tentando de novo…',

  // Single sign-on (issue 53)
  'signin.sso.link': 'Entrar com login único (SSO)',
  'signin.sso.intro': 'Digite seu e-mail de trabalho e levaremos você à página de login da sua equipe.',
  'signin.sso.email': 'E-mail de trabalho',
  'signin.sso.emailPlaceholder': 'voce@suaagencia.com.br',
  'signin.sso.submit': 'Continuar',
  'signin.sso.starting': 'Abrindo seu provedor…',
  'signin.sso.usePassword': 'Entrar com senha',
  'signin.sso.emailRequired': 'Digite seu e-mail de trabalho',
  'signin.sso.notSetUp': 'O login único não está configurado para este e-mail. Entre com sua senha.',
  'signin.sso.failed': 'O login único não foi concluído. Tente de novo ou entre com sua senha.',
  'signin.sso.expired': 'Esse login demorou demais. Comece o login único de novo.',
  'signin.sso.denied': 'Seu provedor não fez seu login. Tente de novo ou entre com sua senha.',
  'signin.sso.notMember':
    'Seu provedor fez seu login com um e-mail que não está nesta equipe. Peça ao administrador da sua equipe para convidar esse e-mail.',
  'signin.sso.notAllowed': 'Esta conta entra com a senha e o login em duas etapas, não com o login único.',

  // Passkeys: signing in with one alone, or as the second step (issue 53)
  'signin.passkey.button': 'Entrar com uma chave de acesso',
  'signin.passkey.waiting': 'Aguardando sua chave de acesso...',
  'signin.secondStep.usePasskey': 'Usar uma chave de acesso',
  'signin.passkey.notRecognised':
    'Esta chave de acesso não está em nenhuma conta aqui. Entre com sua senha e adicione-a em Configurações.',
  'signin.passkey.failed': 'A chave de acesso não funcionou. Tente novamente ou entre com sua senha.',
  'signin.passkey.expired': 'Isso demorou demais. Tente novamente.',
  'signin.passkey.unavailable':
    'As chaves de acesso precisam que este servidor tenha um nome de domínio. Fale com o operador da plataforma.',
  'signin.passkey.notSupported': 'Este navegador não consegue usar chaves de acesso.',
  'signin.passkey.cancelled': 'A chave de acesso não foi usada. Tente novamente quando estiver pronto.',
};
