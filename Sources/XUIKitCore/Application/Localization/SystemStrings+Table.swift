extension SystemStrings {
    /// XUIKit's translations of UIKit's words: English text → language → translation, in the
    /// languages of `tableLanguages`. Where Apple's own UIKit wording is known it is used ("Sichern",
    /// "Einsetzen", "拷贝").
    static let table: [String: [String: String]] = {
        var table: [String: [String: String]] = [:]
        for row in rows {
            table[row[0]] = Dictionary(uniqueKeysWithValues: zip(tableLanguages, row.dropFirst()))
        }
        return table
    }()

    /// English, then de, fr, es, ja, zh-Hans, ar, he.
    private static let rows: [[String]] = [
        // Bar buttons and navigation.
        ["Cancel", "Abbrechen", "Annuler", "Cancelar", "キャンセル", "取消", "إلغاء", "ביטול"],
        ["Done", "Fertig", "OK", "OK", "完了", "完成", "تم", "סיום"],
        ["Edit", "Bearbeiten", "Modifier", "Editar", "編集", "编辑", "تعديل", "עריכה"],
        ["Save", "Sichern", "Enregistrer", "Guardar", "保存", "存储", "حفظ", "שמור"],
        ["Back", "Zurück", "Retour", "Atrás", "戻る", "返回", "رجوع", "חזרה"],
        ["Close", "Schließen", "Fermer", "Cerrar", "閉じる", "关闭", "إغلاق", "סגור"],
        ["Open", "Öffnen", "Ouvrir", "Abrir", "開く", "打开", "فتح", "פתח"],
        ["Add", "Hinzufügen", "Ajouter", "Añadir", "追加", "添加", "إضافة", "הוסף"],
        ["Share", "Teilen", "Partager", "Compartir", "共有", "共享", "مشاركة", "שיתוף"],
        ["Delete", "Löschen", "Supprimer", "Eliminar", "削除", "删除", "حذف", "מחק"],
        // Search and alerts.
        ["Search", "Suchen", "Rechercher", "Buscar", "検索", "搜索", "بحث", "חיפוש"],
        ["OK", "OK", "OK", "OK", "OK", "好", "حسنًا", "אישור"],
        // The menu bar's menus (R33.2).
        ["File", "Ablage", "Fichier", "Archivo", "ファイル", "文件", "ملف", "קובץ"],
        ["Format", "Format", "Format", "Formato", "フォーマット", "格式", "تنسيق", "עיצוב"],
        ["View", "Darstellung", "Présentation", "Visualización", "表示", "显示", "عرض", "תצוגה"],
        ["Window", "Fenster", "Fenêtre", "Ventana", "ウインドウ", "窗口", "نافذة", "חלון"],
        ["Help", "Hilfe", "Aide", "Ayuda", "ヘルプ", "帮助", "مساعدة", "עזרה"],
        ["Quit %@", "%@ beenden", "Quitter %@", "Salir de %@", "%@を終了", "退出%@", "إنهاء %@", "צא מ-%@"],
        // The edit menu and its keys.
        ["Cut", "Ausschneiden", "Couper", "Cortar", "カット", "剪切", "قص", "גזור"],
        ["Copy", "Kopieren", "Copier", "Copiar", "コピー", "拷贝", "نسخ", "העתק"],
        ["Paste", "Einsetzen", "Coller", "Pegar", "ペースト", "粘贴", "لصق", "הדבק"],
        ["Select All", "Alles auswählen", "Tout sélectionner", "Seleccionar todo", "すべてを選択", "全选",
         "تحديد الكل", "בחר הכל"],
        ["Undo", "Widerrufen", "Annuler", "Deshacer", "取り消す", "撤销", "تراجع", "בטל"],
        ["Redo", "Wiederholen", "Rétablir", "Rehacer", "やり直す", "重做", "إعادة", "בצע שוב"],
        // The edit menu's spelling items (R38.9).
        ["Learn Spelling", "Schreibweise lernen", "Mémoriser l’orthographe", "Aprender ortografía", "スペルを学習",
         "学习拼写", "تعلم التهجئة", "למד איות"],
        ["Ignore Spelling", "Schreibweise ignorieren", "Ignorer l’orthographe", "Ignorar ortografía", "スペルを無視",
         "忽略拼写", "تجاهل التهجئة", "התעלם מאיות"],
        // The file dialog's question before replacing a file (R32.17).
        ["\u{201C}%@\u{201D} already exists. Do you want to replace it?",
         "\u{201E}%@\u{201C} existiert bereits. Möchtest du es ersetzen?",
         "\u{AB}\u{A0}%@\u{A0}\u{BB} existe déjà. Voulez-vous le remplacer\u{A0}?",
         "\u{201C}%@\u{201D} ya existe. ¿Quieres reemplazarlo?",
         "\u{201C}%@\u{201D}はすでに存在します。置き換えますか?",
         "\u{201C}%@\u{201D}已存在。要替换它吗？",
         "\u{201D}%@\u{201C} موجود بالفعل. هل تريد استبداله؟",
         "\u{201D}%@\u{201C} כבר קיים. האם להחליף אותו?"],
        ["Replacing it overwrites its contents.", "Beim Ersetzen wird der Inhalt überschrieben.",
         "Le remplacer écrase son contenu.", "Si lo reemplazas, se sobrescribirá su contenido.",
         "置き換えると内容が上書きされます。", "替换将覆盖其内容。", "سيؤدي الاستبدال إلى الكتابة فوق محتوياته.",
         "החלפה תדרוס את התוכן שלו."],
        ["Replace", "Ersetzen", "Remplacer", "Reemplazar", "置き換える", "替换", "استبدال", "החלף"],
        // Tab bar system items.
        ["More", "Mehr", "Plus", "Más", "その他", "更多", "المزيد", "עוד"],
        ["Favorites", "Favoriten", "Favoris", "Favoritos", "お気に入り", "个人收藏", "المفضلة", "מועדפים"],
        ["Featured", "Highlights", "À la une", "Destacados", "注目", "精选", "مميز", "מומלצים"],
        ["Top Rated", "Bestbewertet", "Les mieux notés", "Mejor valorados", "高評価", "评分最高",
         "الأعلى تقييمًا", "המדורגים ביותר"],
        ["Recents", "Zuletzt", "Récents", "Recientes", "履歴", "最近", "الأخيرة", "אחרונים"],
        ["Contacts", "Kontakte", "Contacts", "Contactos", "連絡先", "通讯录", "جهات الاتصال", "אנשי קשר"],
        ["History", "Verlauf", "Historique", "Historial", "履歴", "历史记录", "السجل", "היסטוריה"],
        ["Bookmarks", "Lesezeichen", "Signets", "Marcadores", "ブックマーク", "书签", "الإشارات المرجعية", "סימניות"],
        ["Downloads", "Downloads", "Téléchargements", "Descargas", "ダウンロード", "下载", "التنزيلات", "הורדות"],
        ["Most Recent", "Neueste", "Les plus récents", "Más recientes", "最新", "最新", "الأحدث", "האחרונים"],
        ["Most Viewed", "Meistgesehen", "Les plus vus", "Más vistos", "最も閲覧", "查看最多", "الأكثر مشاهدة",
         "הנצפים ביותר"],
    ]
}
