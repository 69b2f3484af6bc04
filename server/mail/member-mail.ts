// Mails to members (sign-up confirmation, password reset, e-mail change, deletion) in the member's
// language (en, ja, ko, zh_Hans, zh_Hant, id, th, ar; others read English). Every one goes through the outbox.
import type { Queryable } from '../db/db';
import { ApiError } from '../errors';
import { CATALOGUE } from '../../contract';
import { escapeHtml, langAttributes } from '../html';
import { sendMail } from './mailer';

export type MemberMailKind = 'confirm' | 'exists' | 'reset' | 'email_change' | 'email_change_notice' | 'email_taken' | 'deleted';

type Texts = Record<MemberMailKind, { subject: string; text: string }>;

const TEXTS: Record<string, Texts> = {
  en: {
    confirm: { subject: 'Confirm your e-mail address', text: 'Please confirm your e-mail address to finish signing up (the link works for 24 hours):' },
    exists: { subject: 'Confirm your e-mail address', text: 'Someone asked to sign up with this address, which already has an account. You can sign in, or reset your password:' },
    reset: { subject: 'Reset your password', text: 'Use this link within an hour to choose a new password:' },
    email_change: { subject: 'Confirm your new e-mail address', text: 'Please confirm this address to make it the e-mail address of your account (the link works for 24 hours):' },
    email_change_notice: { subject: 'Your e-mail address is being changed', text: 'A change of your account e-mail address was requested. If it was not you, reset your password now:' },
    email_taken: { subject: 'Your e-mail address', text: 'Someone asked to move another account to this address, which already has an account. Nothing was changed. You can sign in here:' },
    deleted: { subject: 'Your account has been deleted', text: 'Your membership account has been deleted as you asked. You are welcome to sign up again at any time:' },
  },
  ja: {
    confirm: { subject: 'メールアドレスのご確認', text: '会員登録を完了するには、24時間以内に次のリンクからメールアドレスを確認してください:' },
    exists: { subject: 'メールアドレスのご確認', text: 'このメールアドレスで会員登録のお申し込みがありましたが、すでに登録済みです。ログインするか、パスワードを再設定してください:' },
    reset: { subject: 'パスワードの再設定', text: '1時間以内に次のリンクから新しいパスワードを設定してください:' },
    email_change: { subject: '新しいメールアドレスのご確認', text: 'このメールアドレスを会員アカウントのアドレスにするには、24時間以内に次のリンクから確認してください:' },
    email_change_notice: { subject: 'メールアドレス変更のお知らせ', text: '会員アカウントのメールアドレス変更のお申し込みがありました。お心当たりのない場合は、すぐにパスワードを再設定してください:' },
    email_taken: { subject: 'メールアドレスについて', text: '別のアカウントをこのメールアドレスに変更するお申し込みがありましたが、このアドレスはすでに登録済みのため変更していません。こちらからログインできます:' },
    deleted: { subject: '退会手続きが完了しました', text: 'ご希望により会員アカウントを削除しました。いつでも再度ご登録いただけます:' },
  },
  ko: {
    confirm: { subject: '이메일 주소 확인', text: '회원가입을 완료하려면 24시간 이내에 다음 링크에서 이메일 주소를 확인해 주세요:' },
    exists: { subject: '이메일 주소 확인', text: '이미 계정이 있는 이 주소로 회원가입 요청이 있었습니다. 로그인하시거나 비밀번호를 재설정하세요:' },
    reset: { subject: '비밀번호 재설정', text: '1시간 이내에 다음 링크에서 새 비밀번호를 설정해 주세요:' },
    email_change: { subject: '새 이메일 주소 확인', text: '이 주소를 계정의 이메일 주소로 하려면 24시간 이내에 다음 링크에서 확인해 주세요:' },
    email_change_notice: { subject: '이메일 주소 변경 안내', text: '계정 이메일 주소 변경 요청이 있었습니다. 본인이 아니라면 지금 비밀번호를 재설정하세요:' },
    email_taken: { subject: '이메일 주소 안내', text: '다른 계정을 이 주소로 변경하려는 요청이 있었지만, 이미 계정이 있는 주소이므로 변경하지 않았습니다. 여기에서 로그인할 수 있습니다:' },
    deleted: { subject: '계정이 삭제되었습니다', text: '요청하신 대로 회원 계정을 삭제했습니다. 언제든지 다시 가입하실 수 있습니다:' },
  },
  zh_Hans: {
    confirm: { subject: '请确认您的电子邮箱', text: '请在24小时内通过以下链接确认您的电子邮箱以完成注册：' },
    exists: { subject: '请确认您的电子邮箱', text: '有人使用此邮箱申请注册，但此邮箱已有账户。您可以登录或重置密码：' },
    reset: { subject: '重置密码', text: '请在1小时内通过以下链接设置新密码：' },
    email_change: { subject: '请确认您的新电子邮箱', text: '请在24小时内通过以下链接确认，将此邮箱设为您账户的电子邮箱：' },
    email_change_notice: { subject: '电子邮箱变更通知', text: '有人申请变更您账户的电子邮箱。如非本人操作，请立即重置密码：' },
    email_taken: { subject: '关于您的电子邮箱', text: '有人申请将另一个账户变更为此邮箱，但此邮箱已有账户，因此未作变更。您可以在此登录：' },
    deleted: { subject: '您的账户已删除', text: '已按您的要求删除会员账户。欢迎随时重新注册：' },
  },
  zh_Hant: {
    confirm: { subject: '請確認您的電子郵件', text: '請於24小時內透過以下連結確認您的電子郵件以完成註冊：' },
    exists: { subject: '請確認您的電子郵件', text: '有人使用此電子郵件申請註冊，但此電子郵件已有帳戶。您可以登入或重設密碼：' },
    reset: { subject: '重設密碼', text: '請於1小時內透過以下連結設定新密碼：' },
    email_change: { subject: '請確認您的新電子郵件', text: '請於24小時內透過以下連結確認，將此電子郵件設為您帳戶的電子郵件：' },
    email_change_notice: { subject: '電子郵件變更通知', text: '有人申請變更您帳戶的電子郵件。如非本人操作，請立即重設密碼：' },
    email_taken: { subject: '關於您的電子郵件', text: '有人申請將另一個帳戶變更為此電子郵件，但此電子郵件已有帳戶，因此未作變更。您可以在此登入：' },
    deleted: { subject: '您的帳戶已刪除', text: '已依您的要求刪除會員帳戶。歡迎隨時重新註冊：' },
  },
  id: {
    confirm: { subject: 'Konfirmasi alamat email Anda', text: 'Silakan konfirmasi alamat email Anda untuk menyelesaikan pendaftaran (tautan berlaku selama 24 jam):' },
    exists: { subject: 'Konfirmasi alamat email Anda', text: 'Ada permintaan pendaftaran dengan alamat email ini, padahal alamat ini sudah memiliki akun. Anda dapat masuk atau mengatur ulang kata sandi:' },
    reset: { subject: 'Atur ulang kata sandi Anda', text: 'Gunakan tautan ini dalam waktu satu jam untuk membuat kata sandi baru:' },
    email_change: { subject: 'Konfirmasi alamat email baru Anda', text: 'Silakan konfirmasi alamat ini agar menjadi alamat email akun Anda (tautan berlaku selama 24 jam):' },
    email_change_notice: { subject: 'Alamat email Anda sedang diubah', text: 'Ada permintaan untuk mengubah alamat email akun Anda. Jika bukan Anda yang memintanya, segera atur ulang kata sandi Anda:' },
    email_taken: { subject: 'Tentang alamat email Anda', text: 'Ada permintaan untuk memindahkan akun lain ke alamat ini, padahal alamat ini sudah memiliki akun. Tidak ada yang diubah. Anda dapat masuk di sini:' },
    deleted: { subject: 'Akun Anda telah dihapus', text: 'Akun keanggotaan Anda telah dihapus sesuai permintaan Anda. Anda dapat mendaftar kembali kapan saja:' },
  },
  th: {
    confirm: { subject: 'ยืนยันอีเมลของคุณ', text: 'กรุณายืนยันอีเมลของคุณเพื่อสมัครสมาชิกให้เสร็จสมบูรณ์ (ลิงก์มีอายุ 24 ชั่วโมง):' },
    exists: { subject: 'ยืนยันอีเมลของคุณ', text: 'มีการขอสมัครสมาชิกด้วยอีเมลนี้ ซึ่งมีบัญชีอยู่แล้ว คุณสามารถเข้าสู่ระบบหรือตั้งรหัสผ่านใหม่ได้:' },
    reset: { subject: 'ตั้งรหัสผ่านใหม่', text: 'กรุณาใช้ลิงก์นี้ภายใน 1 ชั่วโมงเพื่อตั้งรหัสผ่านใหม่:' },
    email_change: { subject: 'ยืนยันอีเมลใหม่ของคุณ', text: 'กรุณายืนยันอีเมลนี้เพื่อใช้เป็นอีเมลของบัญชีคุณ (ลิงก์มีอายุ 24 ชั่วโมง):' },
    email_change_notice: { subject: 'แจ้งการเปลี่ยนอีเมลของคุณ', text: 'มีการขอเปลี่ยนอีเมลของบัญชีคุณ หากคุณไม่ได้เป็นผู้ดำเนินการ กรุณาตั้งรหัสผ่านใหม่ทันที:' },
    email_taken: { subject: 'เกี่ยวกับอีเมลของคุณ', text: 'มีการขอย้ายบัญชีอื่นมาใช้อีเมลนี้ ซึ่งมีบัญชีอยู่แล้ว จึงไม่มีการเปลี่ยนแปลงใดๆ คุณสามารถเข้าสู่ระบบได้ที่นี่:' },
    deleted: { subject: 'บัญชีของคุณถูกลบแล้ว', text: 'เราได้ลบบัญชีสมาชิกของคุณตามที่คุณขอแล้ว คุณสามารถสมัครสมาชิกใหม่ได้ทุกเมื่อ:' },
  },
  ar: {
    confirm: { subject: 'تأكيد بريدك الإلكتروني', text: 'يُرجى تأكيد بريدك الإلكتروني لإكمال التسجيل (الرابط صالح لمدة 24 ساعة):' },
    exists: { subject: 'تأكيد بريدك الإلكتروني', text: 'وصلنا طلب تسجيل بهذا البريد الإلكتروني، وهو مرتبط بحساب قائم بالفعل. يمكنك تسجيل الدخول أو إعادة تعيين كلمة المرور:' },
    reset: { subject: 'إعادة تعيين كلمة المرور', text: 'استخدم هذا الرابط خلال ساعة لتعيين كلمة مرور جديدة:' },
    email_change: { subject: 'تأكيد بريدك الإلكتروني الجديد', text: 'يُرجى تأكيد هذا العنوان ليصبح البريد الإلكتروني لحسابك (الرابط صالح لمدة 24 ساعة):' },
    email_change_notice: { subject: 'جارٍ تغيير بريدك الإلكتروني', text: 'وصلنا طلب لتغيير البريد الإلكتروني لحسابك. إن لم تكن أنت من طلب ذلك، فأعد تعيين كلمة المرور الآن:' },
    email_taken: { subject: 'بشأن بريدك الإلكتروني', text: 'وصلنا طلب لنقل حساب آخر إلى هذا البريد الإلكتروني، وهو مرتبط بحساب قائم بالفعل، لذا لم يتغيّر شيء. يمكنك تسجيل الدخول من هنا:' },
    deleted: { subject: 'تم حذف حسابك', text: 'تم حذف حساب عضويتك بناءً على طلبك. يسعدنا انضمامك مجددًا في أي وقت:' },
  },
};

/** Sends a member mail with its link; an address that cannot receive mail is answered with 3704. */
export async function sendMemberMail(db: Queryable, to: string, locale: string | null | undefined, kind: MemberMailKind, url: string): Promise<void> {
  const lang = locale && TEXTS[locale] ? locale : 'en';
  const t = TEXTS[lang]![kind];
  try {
    await sendMail(db, { to, subject: t.subject, html: `<div ${langAttributes(lang)}><p>${escapeHtml(t.text)}</p><p><a href="${escapeHtml(url)}">${escapeHtml(url)}</a></p></div>`, text: `${t.text}\n${url}` });
  } catch (err) {
    // Nodemailer refuses an envelope it cannot address; anything else is not the address's fault.
    if ((err as { code?: unknown }).code !== 'EENVELOPE') throw err;
    throw new ApiError(400, CATALOGUE.EMAIL_INVALID.code, 'Bad Request', 'This e-mail address cannot receive mail.', 'email');
  }
}
