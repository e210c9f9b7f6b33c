import type { TAreaCatalogue } from '../en.ts';
import type { invitationEn } from './en.ts';

export const invitationPtBR: TAreaCatalogue<typeof invitationEn> = {
  'invitation.loading': 'Carregando',
  'invitation.loadingText': 'Carregando o convite…',
  'invitation.loadFailed': 'Não foi possível carregar o convite',
  'invitation.title': 'Convite para a equipe',
  'invitation.invitedTo': '{company} convidou você para a equipe',
  'invitation.email': 'E-mail',
  'invitation.password': 'Senha',
  'invitation.role': 'Função:',
  'invitation.role.admin': 'Administrador',
  'invitation.role.member': 'Membro',
  'invitation.role.analyst': 'Analista (somente leitura)',
  'invitation.createTab': 'Criar conta',
  'invitation.signInTab': 'Entrar',
  'invitation.checkForm': 'Confira o formulário e tente de novo',
  'invitation.tooManyAttempts':
    '{count, plural, one {Muitas tentativas. Tente de novo em # segundo.} many {Muitas tentativas. Tente de novo em # de segundos.} other {Muitas tentativas. Tente de novo em # segundos.}}',

  'invitation.invalid.title': 'Convite inválido',
  'invitation.invalid.toLogin': 'Ir para o login',
  'invitation.invalid.link': 'Link de convite inválido',
  'invitation.invalid.notFound': 'Convite não encontrado',
  'invitation.invalid.usedOrRevoked': 'Este convite já foi usado ou revogado',
  'invitation.invalid.expired': 'Este convite expirou',

  'invitation.create.firstName': 'Nome',
  'invitation.create.lastName': 'Sobrenome',
  'invitation.create.passwordHint':
    '{count, plural, one {Mínimo de # caractere} many {Mínimo de # de caracteres} other {Mínimo de # caracteres}}',
  'invitation.create.accepting': 'Aceitando o convite…',
  'invitation.create.submit': 'Aceitar e criar conta',
  'invitation.create.failed': 'Não foi possível aceitar o convite',
  'invitation.create.noSession': 'Não foi possível criar a sessão',
  'invitation.create.firstNameTooLong': 'O nome pode ter no máximo 100 caracteres',
  'invitation.create.lastNameTooLong': 'O sobrenome pode ter no máximo 100 caracteres',
  'invitation.create.passwordRequired': 'A senha é obrigatória',
  'invitation.create.passwordTooShort': 'A senha precisa ter pelo menos 6 caracteres',
  'invitation.create.emailTaken': 'Já existe uma conta com este e-mail. Entre com ela.',
  'invitation.passwordTooLong': 'A senha pode ter no máximo 128 caracteres',

  'invitation.signIn.signingIn': 'Entrando…',
  'invitation.signIn.submit': 'Entrar e aceitar o convite',
  'invitation.signIn.failed': 'Não foi possível entrar',
  'invitation.signIn.noSession': 'Não foi possível estabelecer a sessão',
  'invitation.signIn.required': 'E-mail e senha são obrigatórios',
  'invitation.signIn.emailTooLong': 'O e-mail pode ter no máximo 254 caracteres',
  'invitation.signIn.wrongEmail': 'Entre com o e-mail que recebeu o convite: {email}',
  'invitation.signIn.invalidCredentials': 'E-mail ou senha incorretos',
  'invitation.signIn.superAdmin': 'Uma conta de superadministrador não pode entrar em uma equipe',
  'invitation.signIn.adminWithTeam':
    'Você é administrador de uma equipe com outros membros. Remova-os antes de entrar em outra equipe.',
};
